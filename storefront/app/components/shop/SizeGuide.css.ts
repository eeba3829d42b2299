import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { choiceRule, triggerRule } from './size-guide-rules';

/** The guide's own page: never wider than the phone (its chart scrolls inside itself). */
export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const guide = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
// The chart scrolls sideways inside itself on a narrow phone rather than widening the page.
// A chart wider than the phone shows a shadow on the side that scrolls (the background of the paper
// moves with the content and covers the shadow once that side is reached): its last columns are there.
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  background: [
    `linear-gradient(to right, ${vars.color.paper} 30%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.paper} 30%, transparent) right center / 2.5rem 100% no-repeat local`,
    'radial-gradient(farthest-side at 0 50%, rgba(43, 37, 48, 0.28), transparent) left center / 1rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgba(43, 37, 48, 0.28), transparent) right center / 1rem 100% no-repeat scroll',
  ].join(', '),
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.small, minWidth: '100%' });
export const caption = style({ textAlign: 'start', fontWeight: 600, fontSize: vars.fontSize.body, paddingBlockEnd: vars.space.sm });
export const headCell = style({ verticalAlign: 'bottom' });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.line}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  selectors: { [`${headCell}&`]: { whiteSpace: 'normal' } },
  fontVariantNumeric: 'tabular-nums',
});
export const recommendedRow = style({ background: vars.color.blush });
export const notes = style({ margin: 0, maxWidth: '40rem', color: vars.color.inkMuted, unicodeBidi: 'plaintext' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', alignItems: 'start' });
// A text input is 20 characters wide unless told otherwise: here it fills its column, two to a phone's row.
globalStyle(`${fields} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.h3 });
export const intro = style({ margin: 0 });
export const answer = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.blush, justifyItems: 'start' });
export const answerSize = style({ margin: 0, fontSize: vars.fontSize.h3, fontWeight: 700 });
export const readings = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const line = style({ margin: 0 });


// The product page's dialog (SizeGuideDialog, SizeGuideAriaDialog): one styles module for the guide, so no chunk reaches back into the page's.

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(43, 37, 48, 0.45)',
  padding: vars.space.sm,
});
export const dialogModal = style({ maxWidth: '44rem', width: '100%', maxHeight: '100%', display: 'flex' });
export const dialogBox = style({
  outline: 'none',
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  overflowY: 'auto',
  width: '100%',
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
});
export const dialogHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.h2 });
export const dialogTrigger = style(triggerRule);
export const choice = style(choiceRule);
