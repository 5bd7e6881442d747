import { style } from '@vanilla-extract/css';
import { vars, media } from './styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const rootWithNav = style({
  paddingBottom: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px))`,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.headerHeight,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.md,
  color: vars.color.onPrimary,
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.onPrimary },
  },
});

/** Sticks under the sticky header while the page scrolls; empty, it takes no room. */
export const bannerSlot = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  selectors: {
    '&:not(:empty)': { paddingTop: vars.space.xs },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
  },
});

export const mainWide = style({ maxWidth: 'none' });
