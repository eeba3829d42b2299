import { Link } from '@remix-run/react';
import type { SearchTalliesJson } from '@pointe/config';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { adminMessages } from '~/i18n/catalogues/admin';
import { useFormat } from '~/i18n/format';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';

type Searched = SearchTalliesJson['top'][number];

/**
 * What shoppers searched for lately (issue 39), on the dashboard: the most searched texts, and those
 * that found nothing, so staff add a synonym or the product. Each text opens the search as shoppers
 * see it.
 */
export function SearchPanels({ searches, className }: { searches: SearchTalliesJson; className: string }) {
  const t = useMessages(adminMessages);
  const format = useFormat();
  const path = usePath();
  const days = format.number(searches.days);
  const text: DataColumn<{ text: string }> = {
    id: 'text',
    label: t.searchText,
    isRowHeader: true,
    sortBy: (row) => row.text,
    cell: (row) => <Link to={path(`/search?query=${encodeURIComponent(row.text)}`)}>{row.text}</Link>,
  };
  const count = (id: string, label: string, of: (row: Searched) => number): DataColumn<Searched> => ({ id, label, sortBy: of, cell: (row) => format.number(of(row)) });
  return (
    <>
      <section aria-labelledby="top-searches" className={className}>
        <h2 id="top-searches">{t.topSearchesHeading(days)}</h2>
        <DataTable
          label={t.topSearchesHeading(days)}
          rows={searches.top}
          rowKey={(row) => row.text}
          empty={t.noSearchesLately(days)}
          columns={[text, count('searches', t.searchCount, (row) => row.searches), count('nothing', t.foundNothing, (row) => row.nothingFound)]}
        />
      </section>
      <section aria-labelledby="missed-searches" className={className}>
        <h2 id="missed-searches">{t.missedSearchesHeading(days)}</h2>
        <p>{t.missedSearchesHint}</p>
        <DataTable
          label={t.missedSearchesHeading(days)}
          rows={searches.nothingFound.map((row) => ({ ...row, nothingFound: row.searches }))}
          rowKey={(row) => row.text}
          empty={t.noMissedSearches(days)}
          columns={[text, count('searches', t.searchCount, (row) => row.searches)]}
        />
      </section>
    </>
  );
}
