import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/ui/styles/theme.css.ts';

// A light page's script shows and hides parts with the `hidden` attribute: no class may undo it.
globalStyle('[hidden]', { display: 'none !important' });

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

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
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const heading = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

export const textarea = style({ minHeight: '8rem', resize: 'vertical' });

/** The honeypot: never drawn, so people neither see nor reach it; bots that read HTML fill it. */
export const trap = style({ display: 'none' });

export const protocol = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const fieldError = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

const buttonBase = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&[aria-busy="true"], &:disabled': { cursor: 'progress', opacity: 0.8 } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.primary }],
});

export const notice = styleVariants({
  danger: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: `6px solid ${vars.color.danger}`,
    background: vars.color.dangerSoft,
  },
  success: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: `6px solid ${vars.color.success}`,
    background: vars.color.successSoft,
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const footer = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});
