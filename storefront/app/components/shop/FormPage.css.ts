import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ maxWidth: '28rem', margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const links = style({ display: 'grid', gap: vars.space.xs, color: vars.color.inkMuted });
