import { style } from '@vanilla-extract/css';
import { vars, media } from '#src/ui/styles/theme.css.ts';
import { cardSurface } from '#src/ui/styles/list.css.ts';

export const article = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const status = style({
  color: vars.color.textMuted,
});
