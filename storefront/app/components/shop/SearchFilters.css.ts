import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const priceGroup = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.sm });
export const priceFields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const priceField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 7rem', minWidth: 0 });
