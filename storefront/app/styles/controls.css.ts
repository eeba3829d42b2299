import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The look of every text input and select (one place: a 44px touch target, the line colour, the paper). */
export const control = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  font: 'inherit',
  // Never wider than its column: a select is as wide as its longest option (a long family name).
  maxWidth: '100%',
});

/** A small bordered button for secondary actions inside forms (cart quantity, sort without JavaScript). */
export const smallButton = style([
  control,
  {
    minWidth: '2.75rem',
    paddingInline: vars.space.sm,
    cursor: 'pointer',
    selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' }, '&:hover:not(:disabled)': { background: vars.color.blush } },
  },
]);
