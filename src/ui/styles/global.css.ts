import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

// The sticky header and the fixed bottom navigation cover the page's top and bottom: a control
// reached with Tab (or a field focused after an error) is scrolled clear of both.
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  scrollPaddingBottom: `calc(${vars.size.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.md})`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

globalStyle('h1, h2, h3, p, ul, ol, dl, dd', {
  margin: 0,
});

globalStyle('a', {
  color: vars.color.primary,
  textUnderlineOffset: '0.15em',
});

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('img', {
  maxWidth: '100%',
  display: 'block',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms',
    },
  },
});
