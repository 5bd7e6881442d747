import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const bar = style({
  width: '100%',
  height: '0.75rem',
  accentColor: vars.color.primary,
});
