import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface } from '#src/ui/styles/list.css.ts';

export const section = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
});
