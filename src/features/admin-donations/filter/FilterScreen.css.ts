import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { control } from '#src/ui/styles/field.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const textarea = style([control, { minHeight: '5rem', fontFamily: 'inherit', resize: 'vertical' }]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
