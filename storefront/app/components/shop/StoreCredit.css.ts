import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

/** The place order form with the store credit checkbox: what is shown follows the box, by CSS alone (no script). */
export const creditForm = style({ display: 'grid', gap: vars.space.sm });
const unticked = `${creditForm}:has(input[name="useStoreCredit"]:not(:checked))`;
export const ifCredit = style({ selectors: { [`${unticked} &`]: { display: 'none' } } });
export const ifNoCredit = style({ display: 'none', selectors: { [`${unticked} &`]: { display: 'block' } } });
export const hint = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.small });
export const due = style({ fontWeight: 700 });
export const entries = style({ listStyle: 'none', padding: 0, margin: `${vars.space.sm} 0 0`, display: 'grid', gap: vars.space.xs });
export const entry = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, overflowWrap: 'anywhere' });
export const section = style({ marginTop: vars.space.lg, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.blush });
