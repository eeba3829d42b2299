import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** A text link, whether it is a link (no JavaScript) or the button that opens the dialog. */
export const trigger = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(43, 37, 48, 0.45)',
  padding: vars.space.sm,
});
export const modal = style({ maxWidth: '44rem', width: '100%', maxHeight: '100%', display: 'flex' });
export const dialog = style({
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
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.h2 });
