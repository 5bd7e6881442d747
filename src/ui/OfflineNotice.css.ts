import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const root = style({
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
});
