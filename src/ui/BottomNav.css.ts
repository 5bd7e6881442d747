import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

export const list = style({
  display: 'flex',
  justifyContent: 'space-around',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  flex: 1,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: vars.size.bottomNavHeight,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 3px 0 ${vars.color.primary}`,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
