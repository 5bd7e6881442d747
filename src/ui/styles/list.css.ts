import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from './theme.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({
  display: 'flex',
  gap: vars.space.xxs,
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const cardSurface = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** Colour repeats the status text; it is never the only signal. */
export const statusTone = styleVariants({
  waiting: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  active: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  done: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  problem: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const detailSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const detailHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const detailList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const detailRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': {
    [media.tablet]: { display: 'grid', gridTemplateColumns: '12rem 1fr', columnGap: vars.space.md },
  },
});

export const detailTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const detailValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const donationCode = style({
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

export const noVouchersFlag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const failureActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const awayActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
