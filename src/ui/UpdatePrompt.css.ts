import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const message = style({
  fontWeight: vars.fontWeight.bold,
});
