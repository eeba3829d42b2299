import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const carousel = style({ display: 'grid', gap: vars.space.sm });
export const frame = style({ borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.blush });
export const image = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' });
export const noPicture = style([image, { display: 'grid', placeItems: 'center', color: vars.color.accent }]);
export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const counter = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.small });
