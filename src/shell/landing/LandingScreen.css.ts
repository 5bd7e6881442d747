import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '#src/ui/styles/theme.css.ts';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const brandBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.headerHeight,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const headline = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: '2.25rem' } },
});

export const signIn = style({
  alignSelf: 'stretch',
  background: vars.color.surface,
  borderColor: vars.color.surface,
  color: vars.color.primary,
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primarySoft,
    },
    '&:focus-visible': { outlineColor: vars.color.onPrimary },
  },
  '@media': { [media.tablet]: { alignSelf: 'flex-start', minWidth: '12rem' } },
});

export const forgot = style({
  alignSelf: 'flex-start',
  display: 'inline-block',
  minHeight: '24px',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const privacy = style({
  margin: `${vars.space.lg} 0 0`,
  textAlign: 'center',
});

globalStyle(`${privacy} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.bold,
});
