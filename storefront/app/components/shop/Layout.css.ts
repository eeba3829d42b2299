import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-4rem',
  background: vars.color.ink,
  color: vars.color.paper,
  padding: vars.space.sm,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.paper } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
});

export const headerInner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'grid',
  // On a phone the account actions take what is left of the first row and wrap inside it (an admin
  // has two menus there), so the header is never wider than the screen.
  gridTemplateColumns: 'auto auto minmax(0, 1fr)',
  gridTemplateAreas: '"menu brand actions" "search search search"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.medium]: { gridTemplateColumns: 'auto auto 1fr auto', gridTemplateAreas: '"menu brand search actions"', gap: vars.space.md },
  },
});

/** The admin pages' header: the brand and the account actions, one row on a phone. */
export const staffHeaderInner = style([
  headerInner,
  { gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: '"brand actions"', '@media': { [breakpoints.medium]: { gridTemplateColumns: 'auto 1fr', gridTemplateAreas: '"brand actions"' } } },
]);

export const brand = style({
  gridArea: 'brand',
  fontFamily: vars.font.display,
  fontSize: '1.6rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const searchForm = style({ gridArea: 'search', display: 'flex', gap: vars.space.xs, maxWidth: '28rem', width: '100%' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  background: vars.color.paper,
  color: vars.color.ink,
});

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.accent } },
});
export const searchButton = style([
  actionLink,
  { background: 'none', border: 0, cursor: 'pointer', paddingInline: vars.space.md, font: 'inherit', fontWeight: 600 },
]);

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.sm,
  '@media': { [breakpoints.medium]: { columnGap: vars.space.md } },
});
/** The staff header's actions: one row, never wrapped (short language link, first name). */
export const staffActions = style([actions, { flexWrap: 'nowrap', columnGap: vars.space.xs, '@media': { [breakpoints.medium]: { columnGap: vars.space.md } } }]);
export const badge = style({
  minWidth: '1.4rem',
  height: '1.4rem',
  paddingInline: '0.35rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: '0.8rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const menu = style({ gridArea: 'menu', position: 'relative' });
export const menuSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const menuPanel = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '100%',
  zIndex: 5,
  minWidth: '15rem',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});
export const menuHeading = style({
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.inkMuted,
  margin: `0 0 ${vars.space.sm}`,
  // Spaced letters break Arabic's joined script apart.
  selectors: { '&:lang(ar)': { letterSpacing: 'normal' } },
});
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const menuLink = style({ display: 'block', padding: `${vars.space.xs} 0`, color: vars.color.ink, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.accent } } });

export const main = style({ maxWidth: vars.width.page, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`, minHeight: '60vh' });

export const footer = style({
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.blush,
  color: vars.color.inkMuted,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
});
export const footerLinks = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, marginBottom: vars.space.sm });
