import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** The shop's design tokens: the only place colours, spacing, type and radii are chosen. */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#2b2530',
    inkMuted: '#5f5664',
    paper: '#fffdfc',
    blush: '#f7ecec',
    blushStrong: '#efd9db',
    accent: '#9b3a5d',
    accentInk: '#ffffff',
    accentHover: '#7f2d4b',
    line: '#e4d8da',
    success: '#1e6b46',
    successSoft: '#e3f3ea',
    danger: '#a4262c',
    dangerSoft: '#fbe9ea',
    focus: '#2458c6',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    display: 'Georgia, "Times New Roman", "Noto Serif", serif',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    h3: '1.25rem',
    h2: '1.5rem',
    h1: 'clamp(1.75rem, 4vw, 2.25rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
  },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(43, 37, 48, 0.08), 0 4px 16px rgba(43, 37, 48, 0.06)' },
  width: { page: '72rem', text: '40rem' },
});

/**
 * Arabic pages read in Cairo, served by the shop itself (app/lib/arabic-font.tsx declares it, on those
 * pages only), with the system fonts behind it while it loads. Headings too: the display serif has
 * no Arabic letters.
 */
const arabicStack = '"Cairo", system-ui, -apple-system, "Segoe UI", "Noto Sans Arabic", Tahoma, sans-serif';
globalStyle(':root[lang="ar-EG"]', { vars: { [vars.font.body]: arabicStack, [vars.font.display]: arabicStack } });

export const breakpoints = {
  medium: 'screen and (min-width: 48rem)',
} as const;
