import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const base = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  margin: `${vars.space.md} 0`,
});

export const alert = styleVariants({
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }],
  info: [base, { background: vars.color.blush, color: vars.color.ink, borderColor: vars.color.accent }],
});
