import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const input = style({
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});

export const label = style({
  fontSize: vars.fontSize.md,
});
