import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const comment = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
});

export const reveal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const receiptCode = style({
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
});
