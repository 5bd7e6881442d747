import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const control = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const select = style([control]);

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical', fontFamily: 'inherit' }]);

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

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
