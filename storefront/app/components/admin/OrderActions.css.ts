import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const actions = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, minWidth: 0 });
export const legend = style({ fontWeight: 600, paddingInline: vars.space.xs });
export const grow = style({ flex: '1 1 10rem', minWidth: 0 });
