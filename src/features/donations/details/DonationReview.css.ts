import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const flags = style({
  margin: 0,
  paddingLeft: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const subjects = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingLeft: vars.space.md,
  fontWeight: vars.fontWeight.regular,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const photoPair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0`,
});

export const photoFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const photo = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const plot = style({
  display: 'block',
  width: '100%',
  maxWidth: '22rem',
  margin: '0 auto',
  background: vars.color.background,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const plotFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const plotSite = style({ strokeWidth: 3, stroke: vars.color.text });

export const plotLeader = style({ stroke: vars.color.text, strokeWidth: 1 });

export const plotScale = style({ stroke: vars.color.text, strokeWidth: 2 });

export const map = style({ width: '100%', height: '18rem', borderRadius: vars.radius.md });

export const plotLine = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  strokeDasharray: '4 4',
});

export const plotDistance = style({
  fill: vars.color.text,
  fontSize: '11px',
  textAnchor: 'middle',
  paintOrder: 'stroke',
  stroke: vars.color.background,
  strokeWidth: 3,
});

const labelBase = style({ fontSize: '11px', fontWeight: vars.fontWeight.bold });

export const plotLabel = styleVariants({
  receipt: [labelBase, { fill: vars.color.onPrimary }],
  site: [labelBase, { fill: vars.color.onPrimary }],
  delivered: [labelBase, { fill: vars.color.text }],
  notDelivered: [labelBase, { fill: vars.color.text }],
});

const markBase = style({ strokeWidth: 2 });

/** The letter or number on each mark says what it is; colour only repeats it. */
export const plotMark = styleVariants({
  receipt: [markBase, { fill: vars.color.info, stroke: vars.color.info }],
  site: [markBase, { fill: vars.color.primary, stroke: vars.color.primary }],
  delivered: [markBase, { fill: vars.color.successSoft, stroke: vars.color.success }],
  notDelivered: [markBase, { fill: vars.color.dangerSoft, stroke: vars.color.danger }],
});

export const distances = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const audit = style({
  margin: 0,
  paddingLeft: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const auditHeadline = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const closeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const reason = style({
  minHeight: '6rem',
  width: '100%',
  padding: vars.space.sm,
  font: 'inherit',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const subheading = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
});

export const earlier = style({
  margin: 0,
  paddingLeft: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const earlierText = style({ margin: 0 });

export const earlierLink = style({
  display: 'inline-block',
  minHeight: '24px',
  paddingBlock: '2px',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});
