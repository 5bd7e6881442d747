import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const factsList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factsTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const term = style({
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const emphasis = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});
