import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });
export const label = style({ fontWeight: 600 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.inkMuted });
export const errorText = style({ fontSize: vars.fontSize.small, color: vars.color.danger });

export const radio = style({
  minWidth: '3rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink },
    '&:has(input:disabled)': { opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
