import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ maxWidth: vars.width.text, display: 'grid', gap: vars.space.lg });
export const address = style({ fontStyle: 'normal', lineHeight: 1.7 });
export const hours = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
