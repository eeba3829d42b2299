import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const summary = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
// Amounts line up at the end, without the browser's 40 px <dd> indent (it pushed them off a phone's screen).
globalStyle(`${summary} dd`, { margin: 0, textAlign: 'end' });
export const total = style({ fontWeight: 700, fontSize: vars.fontSize.large, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.line}` });
/** The delivery promise under the shipping line, across both columns. */
export const promise = style({ gridColumn: '1 / -1', color: vars.color.inkMuted, fontSize: vars.fontSize.small });
globalStyle(`${summary} dd${promise}`, { textAlign: 'start' });
