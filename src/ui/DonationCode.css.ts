import { style } from '@vanilla-extract/css';

/** A donation code is read and typed as one word: it never breaks across lines. */
export const code = style({
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  wordBreak: 'normal',
});
