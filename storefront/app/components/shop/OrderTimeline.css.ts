import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  overflowWrap: 'anywhere',
});
export const call = style([step, { borderInlineStartColor: vars.color.line }]);
export const when = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.small });
export const note = style({ margin: 0, fontStyle: 'italic' });
