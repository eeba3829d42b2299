import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const hero = style({
  padding: `${vars.space.lg} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: `linear-gradient(120deg, ${vars.color.blush}, ${vars.color.blushStrong})`,
});
export const tagline = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.inkMuted, maxWidth: vars.width.text });
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}` });
