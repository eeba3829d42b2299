import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/styles/theme.css';

/*
 * A phone first: each row a card of label: value lines, the column headings kept for screen readers
 * only. From the medium breakpoint up, a table. The roles are react-aria's own attributes (grid, row,
 * gridcell), so the cards keep the table's semantics whatever `display` says.
 */
const wide = breakpoints.medium;

/** On a wide screen a table wider than the page scrolls inside this box, never the page. */
export const frame = style({ minWidth: 0, '@media': { [wide]: { overflowX: 'auto' } } });

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' };

export const table = style({
  display: 'block',
  width: '100%',
  fontSize: vars.fontSize.small,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [wide]: { display: 'table', borderCollapse: 'collapse' } },
});

/** Out of sight on a phone, still read (the cards say each label themselves). */
export const header = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': { [wide]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' } },
});

const tableCell = { padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.line}`, textAlign: 'start', whiteSpace: 'nowrap' } as const;

export const column = style({
  fontWeight: 600,
  color: vars.color.inkMuted,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[aria-sort]': { cursor: 'pointer' },
    '&[aria-sort]:hover': { color: vars.color.ink },
  },
  '@media': { [wide]: tableCell },
});

export const body = style({ display: 'grid', gap: vars.space.sm, '@media': { [wide]: { display: 'table-row-group' } } });

/** A card on a phone, a table row on a wide screen. */
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&[data-focus-visible]': focusRing },
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  '@media': { [wide]: { display: 'table-row', padding: 0, border: 'none' } },
});

/** A card's line: the column's label, then the value, which wraps rather than widening the page. */
const cardLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // The label is the heading's words, shown in the card and not read again (the heading is).
    '&::before': { content: ['attr(data-label)', 'attr(data-label) / ""'], color: vars.color.inkMuted, fontWeight: 600 },
  },
  '@media': {
    [wide]: { display: 'table-cell', overflowWrap: 'normal', ...tableCell, selectors: { '&::before': { content: 'none' } } },
  },
});

export const cell = cardLine;
/** The cell that names the row: the card's title line. */
export const headerCell = style([cardLine, { fontWeight: 600, '@media': { [wide]: { fontWeight: 'normal' } } }]);
