import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const scroll = style({ overflowX: 'auto', marginTop: vars.space.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
globalStyle(`${table} th, ${table} td`, { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.line}`, textAlign: 'start', whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { color: vars.color.inkMuted, letterSpacing: '0.05em' });
// Spaced-out letters break Arabic's joined script apart: headings keep normal spacing in Arabic.
globalStyle(`[dir=rtl] ${table} th`, { letterSpacing: 'normal' });
