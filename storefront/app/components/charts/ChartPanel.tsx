import { useId, type ComponentProps } from 'react';
import { adminMessages } from '~/i18n/catalogues/admin';
import { useMessages } from '~/i18n/messages';
import * as table from '~/styles/table.css';
import { BarChart } from './BarChart';

interface ChartPanelProps {
  heading: string;
  /** Shown instead of the chart when there is nothing to draw (e.g. 'No Sale'). */
  emptyText: string;
  chart: Omit<ComponentProps<typeof BarChart>, 'data'>;
  data: ComponentProps<typeof BarChart>['data'];
  /** The same numbers as a table: the accessible alternative to the chart. */
  columns: string[];
  rows: Array<Array<string | number>>;
  className?: string;
}

export function ChartPanel({ heading, emptyText, chart, data, columns, rows, className }: ChartPanelProps) {
  const headingId = useId();
  const t = useMessages(adminMessages);
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      {data.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          <BarChart {...chart} data={data} />
          <details>
            <summary>{t.showTable}</summary>
            {/* A wide table scrolls inside its box: opening it never widens the page. */}
            <div className={table.scroll}>
              <table className={table.table}>
                <caption className="visually-hidden">{chart.title}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={String(row[0])}>
                      {row.map((cell, index) => (
                        <td key={index}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
