import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from './styles/theme.css.ts';

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

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

export const navList = style({
  display: 'flex',
  justifyContent: 'space-around',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

/** Five items share a 320 px window (400 % zoom) too: each takes its fifth, never more. */
export const navItem = style({
  flex: '1 1 0',
  minWidth: 0,
});

export const navLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: vars.size.bottomNavHeight,
  padding: `${vars.space.xxs} 2px`,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
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

const bannerBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: vars.shadow.dialog,
  cursor: 'pointer',
});

export const banner = styleVariants({
  success: [
    bannerBase,
    {
      background: vars.color.successSoft,
      color: vars.color.success,
      borderColor: vars.color.success,
    },
  ],
  failure: [
    bannerBase,
    { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
  ],
});

export const bannerMessage = style({
  flex: 1,
  fontWeight: vars.fontWeight.medium,
});

export const bannerClose = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const offlineNotice = style({
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
});
