import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

/**
 * Every staff card has the same height (in rem, so it follows the reader's font size): the
 * virtual list then knows where each card is without measuring 10,000 of them.
 */
export const CARD_HEIGHT_REM = 10;
export const ROW_GAP_REM = 0.75;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  height: `${CARD_HEIGHT_REM}rem`,
  overflow: 'hidden',
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
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badgeLine = style({
  display: 'flex',
  minWidth: 0,
});

/** The status may not fit a very narrow phone: cut it rather than push the card wider. */
export const badge = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const quantity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

/** Names may be long: one line each, cut with an ellipsis (the details show them in full). */
export const line = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  flex: 'none',
  color: vars.color.primary,
});

export const meta = style({
  color: vars.color.textMuted,
});
