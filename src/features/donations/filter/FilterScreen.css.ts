import { globalStyle, style } from '@vanilla-extract/css';
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
  // A fieldset is as wide as its content by default: two date inputs overflowed a 390 px phone.
  minWidth: 0,
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
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.sm,
});

globalStyle(`${dates} input`, { minWidth: 0, width: '100%' });

export const textarea = style([
  control,
  { minHeight: '5rem', fontFamily: 'inherit', resize: 'vertical' },
]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
