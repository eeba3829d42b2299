import { style } from '@vanilla-extract/css';
import { control } from '~/styles/controls.css';
import { vars } from '~/styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs, width: '100%' });
export const label = style({ fontWeight: 600 });
export const input = style([
  control,
  {
    selectors: {
      '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.inkMuted });
export const error = style({ fontSize: vars.fontSize.small, color: vars.color.danger, fontWeight: 600 });
