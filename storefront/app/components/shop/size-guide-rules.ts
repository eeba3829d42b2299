import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/*
 * Rules both the product page's styles (SizeChoice.css.ts) and the lazily loaded guide's
 * (SizeGuide.css.ts) use: read at build time by vanilla-extract, so neither chunk imports the other.
 */

/** A text link, whether it is a link (no JavaScript) or the button that opens the dialog. */
export const triggerRule: StyleRule = {
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
};

export const choiceRule: StyleRule = { display: 'grid', gap: vars.space.xs, justifyItems: 'start' };
