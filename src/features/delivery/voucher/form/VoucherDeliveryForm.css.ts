import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { control } from '#src/ui/styles/field.css.ts';

export const textarea = style([
  control,
  { minHeight: '6rem', resize: 'vertical', fontFamily: 'inherit' },
]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const radios = style({
  display: 'flex',
  gap: vars.space.lg,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const radioInput = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const recipient = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  wordBreak: 'break-all',
});
