import { style } from '@vanilla-extract/css';
import { cardSurface } from '#src/ui/styles/list.css.ts';
import { vars } from '#src/ui/styles/theme.css.ts';

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    boxShadow: 'none',
    border: `1px solid ${vars.color.border}`,
  },
]);

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const note = style({ fontSize: vars.fontSize.sm });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ fontWeight: vars.fontWeight.bold });

export const failure = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
