import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const group = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

/** The native file input stays in the page (focusable, announced) but is drawn by its label. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const pick = style({
  marginTop: vars.space.xxs,
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const chosen = style({
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
});

export const rejected = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const noticeTitle = style({
  fontWeight: vars.fontWeight.bold,
});

export const errorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  display: 'inline-block',
  minHeight: '24px',
});

export const template = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
