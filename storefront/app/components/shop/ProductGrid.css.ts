import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg } },
});

/**
 * A card below the fold is not laid out or painted until it nears the screen: on a phone the home and search
 * grids show two to four of their 24 cards, and laying out the rest was most of the page's first layout.
 * `auto` keeps a card's height once it has been shown, so the page does not jump when scrolling back. On the
 * card, not its grid cell: the containment clips what overflows, and a cell may hold more (the Saved page's Remove).
 */
export const card = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 18rem',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', background: vars.color.blush });
export const body = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xs });
/** Where a picture would be, the same size: the grid keeps its rhythm. */
export const noPicture = style([image, { display: 'grid', placeItems: 'center', color: vars.color.accent }]);
// A long name with no spaces (a code, a URL pasted by staff) wraps inside the card, never widens it.
export const name = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.large, fontWeight: 600, margin: 0, overflowWrap: 'anywhere' });
export const price = style({ fontWeight: 600, color: vars.color.ink });
export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const swatch = style({
  display: 'block',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '50%',
  boxShadow: 'inset 0 0 0 1px rgba(43, 37, 48, 0.25)',
});

export const item = style({ position: 'relative' });
/** The card's Save heart, over the picture's top corner (the end side: right in English, left in Arabic). */
export const save = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm, margin: 0 });
export const saveButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  color: vars.color.accent,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
});
