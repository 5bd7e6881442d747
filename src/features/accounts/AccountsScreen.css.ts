import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const lookup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const resultTitle = style({
  fontWeight: vars.fontWeight.bold,
});

/** Read out over the phone: large, monospaced, letters apart. */
export const password = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const reason = style({
  minHeight: '5rem',
  width: '100%',
  padding: vars.space.sm,
  font: 'inherit',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
