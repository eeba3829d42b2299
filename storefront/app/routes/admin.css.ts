import { style } from '@vanilla-extract/css';
import { smallButton } from '~/styles/controls.css';
import { breakpoints, vars } from '~/styles/theme.css';

// minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const card = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.blush });
export const cardLabel = style({ color: vars.color.inkMuted, fontWeight: 600 });
export const cardValue = style({ fontSize: vars.fontSize.h2, fontFamily: vars.font.display });
export const panel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0, padding: vars.space.lg, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const thumb = style({ width: 48, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm });
export const rowActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const filters = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/** A field and its button on one row, the button beside the box (not under its hint or error). */
export const findForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start', maxWidth: '28rem' });
export const findButton = style({ marginTop: '1.75rem' });
export const formGrid = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const sizeRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const images = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const imageRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const sizeField = style({ display: 'grid', gap: vars.space.xs });
export const stockField = style({ display: 'grid', gap: vars.space.xs, width: '8rem' });
export const stockInput = style({ width: '100%' });
/** A form button that keeps its own width inside the grid fieldsets. */
export const formButton = style([smallButton, { justifySelf: 'start' }]);

/** The orders list: one card per order, a column on a phone, two side by side on wider screens. */
export const orderCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const orderCard = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, padding: vars.space.md, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });
export const orderLine = style({ margin: 0, overflowWrap: 'anywhere' });
/** The status tabs: compact pills (a 44 px touch target), several to a row on a phone. */
// On a phone the status tabs are one row that scrolls sideways (five rows of pills pushed the queue off the first screen).
export const tabs = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  '@media': { [breakpoints.medium]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.blush },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentInk },
  },
});
export const listHeading = style({ margin: 0, fontSize: vars.fontSize.h3 });

/** The swatch field: the text input and a dot showing the saved colour. */
export const swatchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const swatchPreview = style({
  flex: 'none',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: vars.color.blush,
  boxShadow: 'inset 0 0 0 1px rgba(43, 37, 48, 0.25)',
});

/** The courier form above the orders: its buttons wrap on a phone. */
export const courierBox = style({ display: 'grid', gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.md}`, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
/** The box's one line when closed: a 44 px touch target, in the accent colour of the shop's other disclosures. */
export const courierSummary = style({
  cursor: 'pointer',
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.accent,
  selectors: { '&::after': { content: '"▾"' } },
});
export const courierForm = style({ display: 'grid', gap: vars.space.sm, paddingBlockEnd: vars.space.sm });
export const courierHeading = style({ margin: 0, fontSize: vars.fontSize.large });
export const courierButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** An order's checkbox and its words, a 44 px touch target. */
export const courierSelect = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2.75rem', justifySelf: 'start' });
