import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

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
