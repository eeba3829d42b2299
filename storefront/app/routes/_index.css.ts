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

/** The categories as a row of links that wraps (touch targets at least 44 px tall, so a phone's thumb finds them). */
export const categories = style({ marginBottom: vars.space.lg });
export const categoryList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, borderColor: vars.color.accent } },
});
