import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
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

// One visible focus style for every interactive element.
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
