import { style } from '@vanilla-extract/css';
import { control, smallButton } from '~/styles/controls.css';
import { vars } from '~/styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const count = style({ margin: 0, color: vars.color.inkMuted, marginInlineEnd: 'auto' });
// Wraps on a phone: the Arabic sort labels run longer, and without JavaScript a Sort button follows the select.
export const sortForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const select = control;
export const sortButton = style([smallButton, { paddingInline: vars.space.md, background: vars.color.blush, fontWeight: 600 }]);
export const empty = style({ padding: vars.space.xl, textAlign: 'center', background: vars.color.blush, borderRadius: vars.radius.md });
