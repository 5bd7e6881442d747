import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  position: 'relative',
});

/** The native input lies over the visible button, invisible, so the whole button is its target. */
export const picker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled="true"]': {
      background: vars.color.disabledBackground,
      borderColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const preview = style({
  display: 'block',
  width: '8rem',
  height: '8rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
