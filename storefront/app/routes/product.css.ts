import { style } from '@vanilla-extract/css';
import { control } from '~/styles/controls.css';
import { breakpoints, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const details = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const eyebrow = style({
  margin: 0,
  color: vars.color.inkMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.small,
  // Spaced letters break Arabic's joined script apart.
  selectors: { '&:lang(ar)': { letterSpacing: 'normal' } },
});
export const price = style({ fontSize: vars.fontSize.h3, fontWeight: 600 });
const badge = style({ margin: 0, justifySelf: 'start', padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill, fontWeight: 600, fontSize: vars.fontSize.small });
export const inStock = style([badge, { background: vars.color.successSoft, color: vars.color.success }]);
export const unavailable = style([badge, { background: vars.color.dangerSoft, color: vars.color.danger }]);
// The description is the editor's text, which on an Arabic page may be the English fallback: its own
// first letters set its direction, so an English sentence keeps its full stop at its end.
export const description = style({ margin: 0, maxWidth: vars.width.text, unicodeBidi: 'plaintext' });
export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const quantity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });
export const quantitySelect = style([control, { minWidth: '4.5rem', paddingInline: vars.space.sm }]);
export const backInStock = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.line}` });
export const backInStockHeading = style({ margin: 0, fontSize: vars.fontSize.large });
export const note = style({ margin: 0, color: vars.color.inkMuted });
export const alertField = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600, inlineSize: '100%', maxInlineSize: '24rem' });
export const alertControl = style([control, { fontWeight: 400 }]);
