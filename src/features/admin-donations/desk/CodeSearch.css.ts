import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { control, hint as fieldHint, label as fieldLabel } from '#src/ui/styles/field.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '24rem',
});

export const row = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const label = style([fieldLabel]);
export const hint = style([fieldHint]);
export const input = style([control, { flex: 1, minWidth: 0, fontFamily: 'inherit' }]);
