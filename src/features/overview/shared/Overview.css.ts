import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#src/ui/styles/theme.css.ts';
import { cardSurface } from '#src/ui/styles/list.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const section = style([cardSurface, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  height: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, borderColor: vars.color.primary },
  },
});

export const figureStill = style({
  selectors: {
    '&:hover': { background: 'transparent', borderColor: vars.color.border },
  },
});

export const figureUrgent = style({ borderLeft: `4px solid ${vars.color.danger}` });

export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const figureLabel = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** 'Filtros', the disclosure of the filter's fields: a target of at least 44 px. */
// It stays a list item, so the browser keeps its open/closed triangle.
export const filterSummary = style({
  minHeight: '44px',
  paddingBlock: '10px',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
});

export const filterForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
});

// No browser margin on the <figure>: the chart takes its column's width.
export const chart = style({ width: '100%', minWidth: 0, margin: 0, overflow: 'hidden' });

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
  '@media': { print: { fontSize: '8pt' } },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th, ${table} td`, { '@media': { print: { padding: '2px 4px' } } });
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xxs} 0`,
});
globalStyle(`${table} td[data-number], ${table} th[data-number]`, { textAlign: 'right' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2rem',
  minWidth: '1.5rem',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  textAlign: 'inherit',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  minHeight: '1.5rem',
  display: 'inline-block',
});

export const lateBadge = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const verificationMark = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const map = style({
  height: '22rem',
  width: '100%',
  borderRadius: vars.radius.md,
  background: '#eef2f5',
  border: `1px solid ${vars.color.border}`,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const legendSwatch = style({
  display: 'inline-block',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: '50%',
  marginRight: vars.space.xxs,
  verticalAlign: 'middle',
  border: '2px solid #1f2933',
});

export const wide = style({
  '@media': {
    [media.desktop]: { gridColumn: '1 / -1' },
  },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle(`${section}`, {
  '@media': {
    print: { boxShadow: 'none', border: `1px solid ${vars.color.border}`, breakInside: 'avoid' },
  },
});

// Printing the overview: A4 pages of figures, charts and the table, without navigation or buttons.
globalStyle(`${page}`, { '@media': { print: { gap: vars.space.sm } } });
globalStyle(`body:has(${page}) nav[aria-label]`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${page}) header`, { '@media': { print: { position: 'static' } } });
globalStyle(`${map}`, { '@media': { print: { height: '16rem' } } });
