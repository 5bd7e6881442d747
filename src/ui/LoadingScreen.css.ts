import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '50vh',
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const spinner = style({
  width: '2rem',
  height: '2rem',
  border: `4px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
});
