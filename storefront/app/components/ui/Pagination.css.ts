import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const pagination = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.xl });
