import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, marginTop: vars.space.xl });
export const shown = style({ margin: 0, color: vars.color.inkMuted });
