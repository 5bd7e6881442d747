import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const comment = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
});
