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
