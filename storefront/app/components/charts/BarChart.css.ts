import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.h3, fontWeight: 600 });
// The drawing's coordinates run left to right in both languages; BarChart mirrors them itself and
// gives its words the page's direction.
export const scroller = style({ overflowX: 'auto' });
export const svg = style({ width: '100%', height: 'auto', overflow: 'visible', direction: 'ltr' });
export const bar = style({
  fill: vars.color.accent,
  outline: 'none',
  selectors: { '&:hover, &:focus': { fill: vars.color.accentHover, stroke: vars.color.focus, strokeWidth: 3 } },
});
export const tick = style({ fontSize: 12, fill: vars.color.inkMuted, fontFamily: vars.font.body });
export const axisLabel = style({ fontSize: 13, fill: vars.color.ink, fontFamily: vars.font.body, fontWeight: 600 });
