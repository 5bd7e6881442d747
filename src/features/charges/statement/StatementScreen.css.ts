import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface } from '#src/ui/styles/list.css.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const counts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: `0 0 ${vars.space.xs}`,
});

export const countRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const countValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const kind = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const line = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
]);

export const lineTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const contradictions = style({
  margin: 0,
  paddingLeft: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const reason = style({
  minHeight: '6rem',
  width: '100%',
  padding: vars.space.sm,
  font: 'inherit',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
