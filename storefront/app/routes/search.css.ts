import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const count = style({ margin: 0, color: vars.color.inkMuted, marginInlineEnd: 'auto', alignSelf: 'center' });
// The sort select sits in the toolbar's row; it wraps under the count on a phone (the Arabic labels run longer).
export const sortField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '100%' });

/** The filters fold away behind "Filters" (a native disclosure: no JavaScript), so a phone sees the products first. */
export const filters = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, background: vars.color.paper });
export const summary = style({
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const applyRow = style({ display: 'flex', justifyContent: 'flex-end' });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', background: vars.color.blush, borderRadius: vars.radius.md });
export const bestSellers = style({ marginBlockStart: vars.space.xl });
