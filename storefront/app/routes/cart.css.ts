import { style } from '@vanilla-extract/css';
import { control, smallButton } from '~/styles/controls.css';
import { breakpoints, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});
export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const lines = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'grid', gap: vars.space.md });
/**
 * A cart line. On a phone: picture and text on the first row, then the quantity stepper and Remove
 * on a row of their own (the stepper is wider than the picture's column). From medium up: one row.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto auto', columnGap: vars.space.md } },
});
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.blush });
export const lineText = style({
  display: 'grid',
  gap: vars.space.xs,
  gridColumn: '2 / -1',
  '@media': { [breakpoints.medium]: { gridColumn: 'auto' } },
});
export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.small });
export const quantity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
  gridColumn: '1 / 3',
  '@media': { [breakpoints.medium]: { gridColumn: 'auto' } },
});
/** A line's form adds no box: its stepper and Remove button sit in the line's grid. */
export const lineForm = style({ display: 'contents' });
export const lineButton = smallButton;
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.blush,
});
export const promoForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, fontWeight: 600 });
export const promoRow = style({ display: 'flex', gap: vars.space.sm });
export const promoInput = style([control, { flex: 1, minWidth: 0, textTransform: 'uppercase' }]);
export const appliedPromo = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
