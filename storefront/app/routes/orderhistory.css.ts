import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

/** On a phone, each order is a card; from the medium breakpoint up, the spec's table. */
export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [breakpoints.medium]: { display: 'none' } },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.body });

export const cardLine = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.small });

export const wide = style({
  display: 'none',
  '@media': { [breakpoints.medium]: { display: 'block' } },
});
