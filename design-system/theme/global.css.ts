// Global base styles shared by the app, Storybook and the component tests. Everything reads the
// theme contract, so the page follows whichever merchant class is on <html>.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: vars.colorScheme,
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.bg.canvas,
  fontSize: vars.font.size.md,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas', { maxWidth: '100%' });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('a', { color: vars.color.text.link });

globalStyle('::selection', { background: vars.color.bg.accent, color: vars.color.text.onAccent });

// One focus ring for everything keyboard-focusable; pointer focus shows none.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
  outlineOffset: vars.size.focusOffset,
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// Respect the user's reduced-motion setting everywhere (components may still fade opacity briefly).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
