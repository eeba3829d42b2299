import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.lg,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 20,
  padding: `0 ${vars.space.md}`,
});
const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontWeight: 600,
});
export const toast = styleVariants({
  success: [base, { background: vars.color.success, color: '#fff' }],
  info: [base, { background: vars.color.ink, color: vars.color.paper }],
  warning: [base, { background: vars.color.ink, color: vars.color.paper }],
  error: [base, { background: vars.color.danger, color: '#fff' }],
});
export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  minWidth: '2rem',
  minHeight: '2rem',
  cursor: 'pointer',
});
