import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface, value } from '#src/ui/styles/list.css.ts';

export const listTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const card = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

/** Composed on `value` so the badge's weight wins over it. */
const badgeBase = style([
  value,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const badge = styleVariants({
  ok: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  processing: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  awaiting: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  failed: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const toggle = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const errorsTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const errorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.md,
  overflowWrap: 'anywhere',
});

export const errorLine = style({
  fontWeight: vars.fontWeight.bold,
});
