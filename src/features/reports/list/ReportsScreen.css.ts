import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface, value } from '#src/ui/styles/list.css.ts';

export const card = style([
  cardSurface,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.xs },
]);

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minHeight: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:disabled': { cursor: 'progress' } },
});

const badgeBase = style([
  value,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const badge = styleVariants({
  processing: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  processed: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  failed: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const remove = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.danger,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft },
    '&:disabled': { color: vars.color.disabledText, cursor: 'progress' },
  },
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
