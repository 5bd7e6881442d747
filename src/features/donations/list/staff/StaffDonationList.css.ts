import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.info,
});

export const total = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const overviewLine = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const overviewLink = style({
  display: 'inline-block',
  minHeight: '1.5rem',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
