import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(43, 37, 48, 0.45)',
  padding: vars.space.md,
});
export const modal = style({ maxWidth: '26rem', width: '100%' });
export const dialog = style({ outline: 'none', background: vars.color.paper, borderRadius: vars.radius.md, padding: vars.space.lg, boxShadow: vars.shadow.card });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const question = style({ fontSize: vars.fontSize.h3, margin: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const panel = style({ padding: vars.space.lg, margin: `${vars.space.md} 0`, borderRadius: vars.radius.md, background: vars.color.blush });
