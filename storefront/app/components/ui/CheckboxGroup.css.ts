import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.sm });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A 44px-high touch target around the box and its words; the whole chip toggles it. */
export const choice = style({
  minHeight: '2.75rem',
  maxWidth: '100%',
  paddingInline: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.ink, background: vars.color.blush, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const swatch = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.inkMuted}`,
});
