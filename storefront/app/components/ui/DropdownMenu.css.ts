import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&[data-hovered], &:hover': { color: vars.color.accent },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const fallback = style({ position: 'relative' });
export const panel = style({
  minWidth: '12rem',
  padding: vars.space.xs,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  outline: 'none',
});
export const fallbackPanel = style([panel, { position: 'absolute', insetInlineEnd: 0, top: '100%', zIndex: 5, margin: 0, listStyle: 'none', display: 'grid' }]);
export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  border: 0,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &:hover, &:focus-visible': { background: vars.color.blush, color: vars.color.ink } },
});
