import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

/** The code is read from a phone's screen or a photo: large, spaced, digits of one width. */
export const codeInput = style({
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.12em',
  fontVariantNumeric: 'tabular-nums',
  textTransform: 'uppercase',
});

export const digitsInput = style({
  maxWidth: '8rem',
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.12em',
});
