import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { statusTone } from '#src/ui/styles/list.css.ts';

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  border: '1px solid transparent',
});

export const card = styleVariants({
  link: [cardBase, { selectors: { '&:hover': { borderColor: vars.color.primary } } }],
  closed: [
    cardBase,
    { background: vars.color.background, border: `1px solid ${vars.color.border}` },
  ],
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const quantity = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const badge = styleVariants(statusTone, (tone) => [tone, { alignSelf: 'flex-start' }]);

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const progressBar = style({
  width: '100%',
  height: '0.5rem',
  accentColor: vars.color.primary,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const chevron = style({
  flex: 'none',
  color: vars.color.primary,
});
