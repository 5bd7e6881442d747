import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

/** Printed it is black on white, with no navigation or buttons. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { print: { breakInside: 'avoid' } },
});
globalStyle(`${section} h2`, { margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

// On paper nothing scrolls: the table shows every column, in smaller type.
export const tableWrap = style({
  overflowX: 'auto',
  maxWidth: '100%',
  '@media': { print: { overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { print: { fontSize: '9pt' } },
});
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: 700,
  padding: `${vars.space.xxs} 0`,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th, ${table} td`, {
  '@media': { print: { padding: '2px 4px', borderBottom: '1px solid #000' } },
});

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} ${number}`, { textAlign: 'right' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const hash = style({
  margin: 0,
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  overflowWrap: 'anywhere',
});

globalStyle(`body:has(${page}) nav[aria-label]`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page}) header`, {
  '@media': {
    print: { position: 'static', background: 'none', color: '#000', padding: 0, minHeight: 0 },
  },
});
globalStyle(`body:has(${page}) header a`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page})`, { '@media': { print: { background: '#fff', color: '#000' } } });
globalStyle(`body:has(${page}) main`, {
  '@media': { print: { maxWidth: 'none', padding: 0, background: '#fff', color: '#000' } },
});
globalStyle(`body:has(${page}) ${note}`, { '@media': { print: { color: '#000' } } });
