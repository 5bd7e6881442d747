import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
});

export const dialog = style({
  width: '100%',
  maxWidth: '22rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const description = style({
  textAlign: 'center',
});
