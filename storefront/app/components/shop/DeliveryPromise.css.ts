import { style } from '@vanilla-extract/css';
import { control } from '~/styles/controls.css';
import { vars } from '~/styles/theme.css';

export const delivery = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.blush });
export const line = style({ margin: 0 });
export const hint = style({ color: vars.color.inkMuted });
export const change = style({ display: 'grid' });
export const summary = style({ cursor: 'pointer', color: vars.color.accent, fontWeight: 600, minHeight: '2.75rem', display: 'flex', alignItems: 'center' });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });
export const select = style([control, { fontWeight: 400, minWidth: '12rem' }]);
