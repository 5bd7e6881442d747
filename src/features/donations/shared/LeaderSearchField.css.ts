import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const root = style({
  position: 'relative',
});

export const listbox = style({
  position: 'absolute',
  zIndex: 5,
  insetInline: 0,
  top: '100%',
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: `${vars.space.xxs} 0 0`,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primarySoft,
      outline: `2px solid ${vars.color.primary}`,
    },
    '&:hover': { background: vars.color.primarySoft },
  },
});

export const optionCpf = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
