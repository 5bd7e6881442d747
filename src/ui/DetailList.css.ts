import { style } from '@vanilla-extract/css';
import { media, vars } from './styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** Phones: each label above its value; wider screens: two columns. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': {
    [media.tablet]: { display: 'grid', gridTemplateColumns: '12rem 1fr', columnGap: vars.space.md },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
