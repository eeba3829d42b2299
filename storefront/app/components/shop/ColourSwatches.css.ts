import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const colours = style({ display: 'grid', gap: vars.space.sm });
export const current = style({ margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A swatch link: the dot above its name, at least 44 px square to tap. */
export const swatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { fontWeight: 600, background: vars.color.blush },
    '&:hover': { color: vars.color.accentHover },
  },
});

const dotBase = {
  display: 'block',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  // A light colour (ballet pink, white) still shows its edge on the page's paper.
  boxShadow: `inset 0 0 0 1px rgba(43, 37, 48, 0.25)`,
  background: vars.color.blushStrong,
} as const;

export const dot = style({
  ...dotBase,
  selectors: { [`${swatch}[aria-current="page"] &`]: { outline: `2px solid ${vars.color.ink}`, outlineOffset: '2px' } },
});

/** A sold-out colour: its dot crossed out by a diagonal line. */
export const dotSoldOut = style([
  dot,
  {
    backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1.5px), ${vars.color.paper} calc(50% - 1.5px), ${vars.color.paper} calc(50% + 1.5px), transparent calc(50% + 1.5px))`,
    opacity: 0.7,
  },
]);

export const soldOutName = style({ textDecoration: 'line-through', color: vars.color.inkMuted });
