import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const comment = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
});
