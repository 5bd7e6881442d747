import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const stages = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const figures = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  flexBasis: '100%',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
});
