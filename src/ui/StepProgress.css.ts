import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const summary = style({
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  // Columns may shrink below a long name's width: names wrap, the row never passes 320 px.
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const stepBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '14px',
      right: '50%',
      width: '100%',
      height: '3px',
      zIndex: 0,
    },
  },
});

export const step = styleVariants({
  done: [
    stepBase,
    {
      color: vars.color.text,
      selectors: { '&:not(:first-child)::before': { background: vars.color.primary } },
    },
  ],
  current: [
    stepBase,
    {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      selectors: { '&:not(:first-child)::before': { background: vars.color.primary } },
    },
  ],
  pending: [
    stepBase,
    {
      color: vars.color.textMuted,
      selectors: { '&:not(:first-child)::before': { background: vars.color.border } },
    },
  ],
});

const markerBase = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  borderRadius: vars.radius.pill,
  border: '2px solid',
  fontWeight: vars.fontWeight.bold,
});

/** Done shows a check mark, current a filled number, pending an outlined one: not colour alone. */
export const marker = styleVariants({
  done: [
    markerBase,
    {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  ],
  current: [
    markerBase,
    {
      background: vars.color.surface,
      borderColor: vars.color.primary,
      color: vars.color.primary,
      borderWidth: '3px',
    },
  ],
  pending: [
    markerBase,
    { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.textMuted },
  ],
});

export const name = style({
  maxWidth: '8rem',
  paddingInline: vars.space.xxs,
  fontSize: '0.8125rem',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
