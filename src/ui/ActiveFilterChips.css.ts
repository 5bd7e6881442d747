import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  minHeight: '2rem',
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const text = style({
  overflowWrap: 'anywhere',
  padding: `${vars.space.xxs} 0`,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: '2rem',
  minHeight: '2rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
  },
});
