import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const count = style({ margin: 0, color: vars.color.inkMuted, marginInlineEnd: 'auto' });
export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const select = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  font: 'inherit',
});
export const sortButton = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.blush,
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
export const empty = style({ padding: vars.space.xl, textAlign: 'center', background: vars.color.blush, borderRadius: vars.radius.md });
export const pagination = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.xl });
