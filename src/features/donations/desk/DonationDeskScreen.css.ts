import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';
import { control, hint as fieldHint, label as fieldLabel } from '#src/ui/styles/field.css.ts';

const wideDesk = 'screen and (min-width: 100rem)';

export const layout = style({
  display: 'block',
});

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

// The table.

/** In rem, so it follows the reader's font size; wrapped text makes a row taller. */
export const ROW_HEIGHT_REM = 3;

export const table = style({
  width: '100%',
  tableLayout: 'auto',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
});

export const th = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: 1,
  padding: `0 ${vars.space.sm}`,
  height: `${ROW_HEIGHT_REM}rem`,
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2rem',
  maxWidth: '100%',
  padding: `0 ${vars.space.xxs}`,
  marginLeft: `calc(-1 * ${vars.space.xxs})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
  },
});

export const sortIcon = style({ flex: 'none' });

export const row = style({
  height: `${ROW_HEIGHT_REM}rem`,
  verticalAlign: 'middle',
  selectors: {
    '&:hover': { background: vars.color.background },
  },
});

export const td = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.disabledBackground}`,
  overflowWrap: 'break-word',
});

export const noWrap = style({ whiteSpace: 'nowrap' });

export const spacer = style({ padding: 0, border: 0 });

export const codeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted });

export const progress = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const progressBar = style({
  display: 'inline-block',
  width: '2.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.disabledBackground,
  overflow: 'hidden',
});

export const progressFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
});

export const overdue = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

// The export button and its dates.

export const exportRoot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const exportAsk = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '26rem',
  marginTop: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
});

export const exportAskTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const exportDates = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const exportActions = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const exportFailure = style({
  maxWidth: '26rem',
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
