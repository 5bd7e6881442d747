import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'progress', color: vars.color.textMuted },
  },
});
