import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

/**
 * The virtual list places undrawn cards at this height; a drawn card is measured, so wrapping never
 * cuts it.
 */
export const CARD_HEIGHT_REM = 10;
export const ROW_GAP_REM = 0.75;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: `${CARD_HEIGHT_REM}rem`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  border: '1px solid transparent',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const badgeLine = style({
  display: 'flex',
  minWidth: 0,
});

export const badge = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const quantity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const line = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flex: 'none',
  color: vars.color.primary,
});

export const meta = style({
  color: vars.color.textMuted,
});

export const list = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: `${ROW_GAP_REM}rem`,
});
