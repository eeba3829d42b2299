import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  alignItems: 'start',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});
export const sections = style({ display: 'grid', gap: vars.space.lg });
export const items = style({ margin: `${vars.space.sm} 0`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const summary = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.blush });
export const statusActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: vars.space.sm, marginTop: vars.space.md });
