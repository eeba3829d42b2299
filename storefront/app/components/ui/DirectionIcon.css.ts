import { style } from '@vanilla-extract/css';

/**
 * A directional icon is drawn for left-to-right pages; right to left, "previous" points right and
 * "next" points left, so the drawing is flipped there.
 */
export const directionIcon = style({
  flexShrink: 0,
  selectors: { '[dir=rtl] &': { transform: 'scaleX(-1)' } },
});
