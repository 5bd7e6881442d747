import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const select = style({
  width: '100%',
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});
