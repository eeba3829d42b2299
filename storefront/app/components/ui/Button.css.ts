import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms, color 120ms, border-color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentInk,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover, color: vars.color.accentInk } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.paper,
      color: vars.color.ink,
      borderColor: vars.color.line,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.blush, color: vars.color.ink } },
    },
  ],
});
