import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs, width: '100%' });
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  font: 'inherit',
  selectors: {
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.inkMuted });
export const error = style({ fontSize: vars.fontSize.small, color: vars.color.danger, fontWeight: 600 });
