import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const total = style({ fontWeight: 700, fontSize: vars.fontSize.large, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.line}` });
