import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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

export const textarea = style({
  minHeight: '5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  resize: 'vertical',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
