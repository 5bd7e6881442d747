import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const control = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** A plain fieldset, so `disabled` can lock its fields while a form is sent. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const select = style({
  width: '100%',
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const checkboxInput = style({
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});

export const checkboxLabel = style({
  fontSize: vars.fontSize.md,
});

export const uploadProgress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const uploadBar = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.primary,
});
