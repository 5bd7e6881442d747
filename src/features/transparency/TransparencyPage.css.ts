import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const chart = style({ width: '100%', height: 'auto', maxWidth: '36rem' });

export const bar = style({ fill: vars.color.primary });

export const barLabel = style({ fill: vars.color.text, fontSize: '13px' });

/** At 320 px and with wide text spacing no table scrolls sideways. */
export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const subjectColumn = style({ width: '44%' });

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const hash = style({
  fontFamily: 'ui-monospace, monospace',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const list = style({
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
