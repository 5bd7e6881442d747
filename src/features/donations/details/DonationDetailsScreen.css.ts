import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const progress = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const vouchers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const voucherBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: '6px',
  color: vars.color.text,
  textDecoration: 'none',
});

/** The status is written on every card; the colour only repeats it. */
export const voucher = styleVariants({
  delivered: [voucherBase, { borderColor: vars.color.success, background: vars.color.successSoft }],
  notDelivered: [
    voucherBase,
    { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  ],
  pending: [voucherBase, { borderColor: vars.color.border, background: vars.color.surface }],
});

export const voucherName = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const voucherStatus = style({
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const voucherCode = style({
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.05em',
  whiteSpace: 'nowrap',
});

const answerBase = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
});

/** The family's answer is written out; the colour only repeats it. */
export const familyAnswer = styleVariants({
  received: [answerBase, { borderColor: vars.color.success, color: vars.color.text }],
  notReceived: [answerBase, { borderColor: vars.color.danger, color: vars.color.danger }],
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
