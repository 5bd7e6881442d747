import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The list screens' shared parts: toolbar, card list, empty notice, card surface and its facts. */

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

/** The card's name line (a file name, an export's details): long words wrap anywhere. */
export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** A `<dl>` of short facts laid out in a wrapping row. */
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
