import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const combobox = style({ display: 'flex', flex: 1, minWidth: 0 });
export const popover = style({
  // As wide as the box, and on a phone the width of the page (a product's name on one or two lines).
  width: 'max(var(--trigger-width), min(24rem, calc(100vw - 2rem)))',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  // Open while the suggestions are on their way, shown once there are some (laid out all the same:
  // react-aria places the popover by its size, and shows it once placed).
  selectors: { '&:has([role="listbox"][data-empty])': { visibility: 'hidden' } },
});
export const list = style({ display: 'grid', padding: vars.space.xs, outline: 'none' });
export const header = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.inkMuted });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.blush } },
});
export const picture = style({ flex: 'none', width: '2.5rem', height: '2.5rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.blush });
export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const price = style({ flex: 'none', fontWeight: 600, fontSize: vars.fontSize.small });
