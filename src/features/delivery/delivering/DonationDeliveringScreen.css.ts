import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: '6px solid',
});

export const item = styleVariants({
  delivered: [itemBase, { borderLeftColor: vars.color.success }],
  notDelivered: [itemBase, { borderLeftColor: vars.color.danger }],
  next: [
    itemBase,
    { borderLeftColor: vars.color.primary, outline: `2px solid ${vars.color.primary}` },
  ],
  locked: [
    itemBase,
    {
      borderLeftColor: vars.color.border,
      background: vars.color.background,
      color: vars.color.textMuted,
    },
  ],
});

export const icon = styleVariants({
  delivered: { flex: 'none', color: vars.color.success },
  notDelivered: { flex: 'none', color: vars.color.danger },
  next: { flex: 'none', color: vars.color.primary },
  locked: { flex: 'none', color: vars.color.textMuted },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  wordBreak: 'break-all',
});

export const state = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const waitingSend = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const receiptCode = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const receiptCodeTitle = style({ fontSize: vars.fontSize.lg });

/** Monospaced, so the code stays on one line from 320 px whatever its letters. */
export const receiptCodeValue = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: 'clamp(2rem, 10vw, 2.75rem)',
  lineHeight: 1.1,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const receiptCodeActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
