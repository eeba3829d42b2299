import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { adminPageQuery } from '@pointe/config';
import { Pagination } from '~/components/ui/Pagination';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { localeOfPath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listAdminUsers } from '~/models/admin.server';
import * as table from '~/styles/table.css';
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
  return (
    <div className={styles.page}>
      <h1>{t.users}</h1>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.admin}</th>
              <th scope="col">{t.orders}</th>
              <th scope="col">{t.joined}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <td>{user.name}</td>
                <td>
                  <bdi>{user.email}</bdi>
                </td>
                <td>{user.isAdmin ? t.yes : t.no}</td>
                <td>{format.number(user.orderCount)}</td>
                <td>{format.date(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/users?page=${target}`)} />
    </div>
  );
}
