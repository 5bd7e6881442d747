import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: vars.space.sm,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const late = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
