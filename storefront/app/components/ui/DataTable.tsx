import { useMemo, useState, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { INTL_LOCALE } from '@pointe/config';
import { useLocale } from '~/i18n/locale';
import { AriaLocale } from './AriaLocale';
import * as styles from './DataTable.css';

type SortValue = string | number | null | undefined;

/** One column, as data: its heading, what its cells show, and (optionally) what it sorts by. */
export interface DataColumn<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /**
   * What the browser sorts the rows by when the heading is pressed. Only for a list that is all on
   * the page: a paged list is in the CMS's order, which the page cannot re-sort (the `/api` takes no
   * sort). Without JavaScript the rows stay in the server's order.
   */
  sortBy?: (row: T) => SortValue;
  /** The cell that names the row (its accessible name, the card's title on a phone); the first column when none says so. */
  isRowHeader?: boolean;
  /** Phone numbers, e-mail addresses, error texts: read left to right on an Arabic page too. */
  dir?: 'ltr';
}

export interface DataTableProps<T> {
  /** The table's accessible name (a grid, once JavaScript runs, needs one). */
  label: string;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => string;
  /** Said instead of an empty table. */
  empty?: ReactNode;
}

/** Empty values after the others, in either direction, so a sort never opens on a column of dashes. */
function compare(collator: Intl.Collator, a: SortValue, b: SortValue, direction: SortDescriptor['direction']): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'descending' ? -order : order;
}

/**
 * The shop's one table (the admin lists, a shopper's orders): react-aria's Table, so a keyboard user
 * Tabs into it and moves with the arrow keys, reaching the links and buttons in its cells; server
 * rendered, so every link and form in it works before and without JavaScript. On a phone each row is
 * a card of label: value lines (DataTable.css.ts), so the page never scrolls sideways.
 */
export function DataTable<T>({ label, columns, rows, rowKey, empty }: DataTableProps<T>) {
  const locale = useLocale();
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const sorted = useMemo(() => {
    const by = sort ? columns.find((column) => column.id === sort.column)?.sortBy : undefined;
    if (!sort || !by) return rows;
    const collator = new Intl.Collator(INTL_LOCALE[locale], { numeric: true });
    return [...rows].sort((a, b) => compare(collator, by(a), by(b), sort.direction));
  }, [rows, columns, sort, locale]);
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  return (
    <AriaLocale>
      <div className={styles.frame}>
        <Table aria-label={label} className={styles.table} sortDescriptor={sort} onSortChange={setSort}>
          <TableHeader className={styles.header}>
            {columns.map((column) => (
              <Column key={column.id} id={column.id} isRowHeader={column === rowHeader} allowsSorting={Boolean(column.sortBy)} className={styles.column}>
                {({ sortDirection }) => (
                  <>
                    {column.label}
                    {/* The direction is also aria-sort on the heading: the arrow is for the eye only. */}
                    {sortDirection ? <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span> : null}
                  </>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody className={styles.body}>
            {sorted.map((row) => (
              <Row key={rowKey(row)} id={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <Cell key={column.id} data-label={column.label} dir={column.dir} className={column === rowHeader ? styles.headerCell : styles.cell}>
                    {column.cell(row)}
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
    </AriaLocale>
  );
}
