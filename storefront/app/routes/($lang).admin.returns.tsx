import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { RETURN_FILTERS, adminReturnsQuery, firstIssue, refusalJson, returnReasonNames, returnStatusNames } from '@pointe/config';
import { Button } from '~/components/ui/Button';
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
import * as table from '~/styles/table.css';
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
      {returns.length === 0 ? (
        <p>{t.noReturns}</p>
      ) : (
        <div className={table.scroll} role="region" aria-label={t.queueTitle} tabIndex={0}>
          <table className={table.table}>
            <thead>
              {/* The order's number opens the return, its status beside it: both in view on a phone. */}
              <tr>
                <th scope="col">{t.order}</th>
                <th scope="col">{t.filter}</th>
                <th scope="col">{t.asked}</th>
                <th scope="col">{t.shopper}</th>
                <th scope="col">{t.reason}</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((request) => (
                <tr key={request._id}>
                  <td>
                    <Link to={path(`/admin/returns/${request._id}`)}>
                      <bdi>{request.orderNumber}</bdi>
                    </Link>
                  </td>
                  <td>{returnStatusNames[locale][request.status]}</td>
                  <td>{date(request.createdAt)}</td>
                  <td>
                    <bdi>{request.user?.name ?? ''}</bdi>
                  </td>
                  <td>{returnReasonNames[locale][request.reason]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/returns?status=${status}&page=${target}`)} />
    </div>
  );
}
