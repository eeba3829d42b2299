import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.5,
  color: vars.color.ink,
  background: vars.color.paper,
});
// A long unbroken word (a product name typed without spaces) wraps instead of widening a phone's page:
// `anywhere`, not `break-word`, so a grid or flex column around the heading does not grow to fit it.
globalStyle('h1, h2, h3', { fontFamily: vars.font.display, fontWeight: 600, lineHeight: 1.2, margin: 0, overflowWrap: 'anywhere' });
globalStyle('h1', { fontSize: vars.fontSize.h1 });
globalStyle('h2', { fontSize: vars.fontSize.h2 });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
// A checkbox a thumb can hit: at least 24 px, in the shop's colour.
globalStyle('input[type="checkbox"]', { width: '1.5rem', height: '1.5rem', margin: 0, flexShrink: 0, accentColor: vars.color.accent });
globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
