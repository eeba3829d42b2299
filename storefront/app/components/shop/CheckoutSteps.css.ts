import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const steps = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  textAlign: 'center',
});
const step = style({ paddingBlockEnd: vars.space.xs, borderBlockEnd: '4px solid' });
export const done = style([step, { color: vars.color.accent, borderColor: vars.color.accent }]);
export const todo = style([step, { color: vars.color.inkMuted, borderColor: vars.color.line }]);
