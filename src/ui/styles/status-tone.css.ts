import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A donation's status badge. Colour repeats the status text; it is never the only signal. */
export const statusTone = styleVariants({
  waiting: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  active: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  done: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  problem: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
