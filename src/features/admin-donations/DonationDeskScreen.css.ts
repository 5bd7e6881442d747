import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { control, hint as fieldHint, label as fieldLabel } from '#src/ui/styles/field.css.ts';

/** Wide enough for the filter's column and a table whose every cell is read whole. */
const wideDesk = 'screen and (min-width: 100rem)';

/** Readonly: the table alone, as wide as the window allows. */
export const layout = style({
  display: 'block',
});

/**
 * Admin, the filter open: above the table, which keeps the whole width for its cells; on a
 * screen wide enough for both, in a column of its own beside the table.
 */
export const layoutWithPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [wideDesk]: {
      display: 'grid',
      gridTemplateColumns: '20rem minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

/** Beside the table, the filter stays in view while the table scrolls; its own scroll when taller than the window. */
export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [wideDesk]: {
      position: 'sticky',
      top: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
      maxHeight: `calc(100vh - ${vars.size.headerHeight} - ${vars.size.bottomNavHeight} - ${vars.space.xl})`,
      overflowY: 'auto',
    },
  },
});

export const panelTitle = style({
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const summary = style({
  flex: '1 1 16rem',
  alignSelf: 'center',
  color: vars.color.textMuted,
});

export const codeForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '24rem',
});

export const codeRow = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const codeLabel = style([fieldLabel]);
export const codeHint = style([fieldHint]);
export const codeInput = style([control, { flex: 1, minWidth: 0, fontFamily: 'inherit' }]);
