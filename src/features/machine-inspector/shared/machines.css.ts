import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  // State and event names are long words without spaces: at 320 px they break anywhere.
  overflowWrap: 'anywhere',
});

export const intro = style({ margin: 0, color: vars.color.text });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.lg });

export const current = style({ margin: 0, fontWeight: 600 });

export const currentName = style({ fontWeight: 700, textDecoration: 'underline' });

export const scroll = style({
  overflow: 'auto',
  maxWidth: '100%',
  // Fits between the header and the window's bottom: focused, it can be seen whole.
  maxHeight: '60vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primary}` } },
});

export const diagramScroll = style([scroll, { maxHeight: '70vh', background: '#ffffff' }]);

export const textAlternative = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const stateTree = style({ margin: 0, paddingLeft: vars.space.lg, lineHeight: 1.6 });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const caption = style({ textAlign: 'left', padding: vars.space.xs, fontWeight: 600 });

export const pathGroup = style({ marginTop: vars.space.xs });

export const pathList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const pathButton = style({
  minHeight: '24px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: '#6d28d9',
      borderWidth: '2px',
      fontWeight: 700,
      background: '#ede9fe',
    },
  },
});

export const toolbarButton = style([pathButton, { alignSelf: 'flex-start' }]);

export const summary = style({ cursor: 'pointer', minHeight: '24px', fontWeight: 600 });

export const diagram = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const viewport = style({
  position: 'relative',
  width: '100%',
  height: 'min(70vh, 640px)',
  minHeight: '320px',
  overflow: 'hidden',
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const canvas = style({ display: 'block', touchAction: 'none', cursor: 'grab' });

export const overlay = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  transformOrigin: '0 0',
  pointerEvents: 'none',
});

export const openStateButton = style({
  position: 'absolute',
  padding: 0,
  font: 'inherit',
  fontWeight: 700,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  color: vars.color.primary,
  background: '#ffffff',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '1px' },
  },
});

export const workbench = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 24rem)',
      alignItems: 'start',
    },
  },
});

export const workbenchSide = style({
  minWidth: 0,
  '@media': {
    'screen and (min-width: 1024px)': {
      position: 'sticky',
      top: vars.space.sm,
      maxHeight: 'calc(100vh - 2 * 0.5rem)',
      overflowY: 'auto',
    },
  },
});

export const lastEvent = style({ margin: 0 });

export const simulation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const minorHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const eventChoices = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const eventChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const guardList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
