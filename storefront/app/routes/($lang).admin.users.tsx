import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { adminPageQuery } from '@pointe/config';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { Pagination } from '~/components/ui/Pagination';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { localeOfPath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listAdminUsers } from '~/models/admin.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleUsers} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const query = adminPageQuery.safeParse({ page: new URL(request.url).searchParams.get('page') ?? undefined });
  const page = query.success ? query.data.page : 1;
  return listAdminUsers(cms, page).catch(failAdminScreen({ request, context }));
}

export default function AdminUsersPage() {
  const { users, page, pages } = useLoaderData<typeof loader>();
  const t = useMessages(adminMessages);
  const format = useFormat();
  const path = usePath();
  const columns: Array<DataColumn<(typeof users)[number]>> = [
    { id: 'name', label: t.name, cell: (user) => user.name },
    { id: 'email', label: t.email, cell: (user) => <bdi>{user.email}</bdi> },
    { id: 'admin', label: t.admin, cell: (user) => (user.isAdmin ? t.yes : t.no) },
    { id: 'orders', label: t.orders, cell: (user) => format.number(user.orderCount) },
    { id: 'joined', label: t.joined, cell: (user) => format.date(user.createdAt) },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.users}</h1>
      {/* Paged by the CMS (which takes no sort): the rows in its order. */}
      <DataTable label={t.users} rows={users} rowKey={(user) => user._id} columns={columns} />
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/users?page=${target}`)} />
    </div>
  );
}
