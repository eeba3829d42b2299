import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The InstaPay address and note: a term above its value, the value easy to read out on a phone. */
export const payTo = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
globalStyle(`${payTo} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const transferForm = style({ display: 'grid', gap: vars.space.sm, marginBlock: vars.space.sm, maxWidth: '28rem' });
