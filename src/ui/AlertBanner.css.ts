import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: vars.shadow.dialog,
  cursor: 'pointer',
});

export const banner = styleVariants({
  success: [
    base,
    {
      background: vars.color.successSoft,
      color: vars.color.success,
      borderColor: vars.color.success,
    },
  ],
  failure: [
    base,
    { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
  ],
});

export const message = style({
  flex: 1,
  fontWeight: vars.fontWeight.medium,
});

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
