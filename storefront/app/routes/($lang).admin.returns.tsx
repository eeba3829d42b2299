import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { RETURN_FILTERS, adminReturnsQuery, firstIssue, refusalJson, returnReasonNames, returnStatusNames } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { Pagination } from '~/components/ui/Pagination';
import { commonMessages } from '~/i18n/catalogues/common';
import { returnsMessages } from '~/i18n/catalogues/returns';
import { errorTextFor } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listReturns } from '~/models/returns.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${returnsMessages[locale].queueTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** Staff's queue of returns (issue 23): oldest first, the ones asked and waiting by default. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const url = new URL(request.url);
  const query = adminReturnsQuery.safeParse({ page: url.searchParams.get('page') ?? undefined, status: url.searchParams.get('status') || 'all' });
  if (!query.success) throw new Response(errorTextFor(context.locale, refusalJson(firstIssue(query.error))), { status: 400 });
  const list = await listReturns(cms, query.data.status, query.data.page).catch(failAdminScreen({ request, context }));
  return { ...list, status: query.data.status };
}

export default function AdminReturnsPage() {
  const { returns, page, pages, status } = useLoaderData<typeof loader>();
  const t = useMessages(returnsMessages);
  const locale = useLocale();
  const path = usePath();
  const { date } = useFormat();
  const columns: Array<DataColumn<(typeof returns)[number]>> = [
    {
      id: 'order',
      label: t.order,
      cell: (request) => (
        <Link to={path(`/admin/returns/${request._id}`)}>
          <bdi>{request.orderNumber}</bdi>
        </Link>
      ),
    },
    { id: 'status', label: t.filter, cell: (request) => returnStatusNames[locale][request.status] },
    { id: 'asked', label: t.asked, cell: (request) => date(request.createdAt) },
    { id: 'shopper', label: t.shopper, cell: (request) => <bdi>{request.user?.name ?? ''}</bdi> },
    { id: 'reason', label: t.reason, cell: (request) => returnReasonNames[locale][request.reason] },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.queueTitle}</h1>
      <Form method="get" className={styles.filters}>
        <NativeSelect
          label={t.filter}
          name="status"
          options={RETURN_FILTERS}
          defaultValue={status}
          placeholder={null}
          optionLabel={(option) => (option === 'all' ? t.all : returnStatusNames[locale][option as keyof (typeof returnStatusNames)['en']])}
        />
        <Button type="submit" variant="secondary">
          {t.show}
        </Button>
      </Form>
      {/* The order's number opens the return, its status beside it: both in view on a phone. Paged by the CMS
          (which takes no sort): the rows in its order. */}
      <DataTable label={t.queueTitle} rows={returns} rowKey={(request) => request._id} empty={t.noReturns} columns={columns} />
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/returns?status=${status}&page=${target}`)} />
    </div>
  );
}
