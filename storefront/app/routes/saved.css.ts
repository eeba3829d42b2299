import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const remove = style({ marginBlockStart: vars.space.sm });
