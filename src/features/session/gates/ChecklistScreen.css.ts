import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface } from '#src/ui/styles/list.css.ts';

export const card = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
});

export const symptoms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const symptom = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
});

export const help = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const helpSummary = style({
  // list-item keeps the browser's disclosure triangle, the visual cue that it opens.
  display: 'list-item',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  cursor: 'pointer',
});

export const wayOut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const helpSteps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
});
