import { style } from '@vanilla-extract/css';
import { control } from '~/styles/controls.css';
import { vars } from '~/styles/theme.css';

// One column that may shrink below its content's width (minmax(0, …)), so a long option or value never widens the form.
export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, width: '100%' });
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
