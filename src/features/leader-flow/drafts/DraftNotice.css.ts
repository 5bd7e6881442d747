import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const saved = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
