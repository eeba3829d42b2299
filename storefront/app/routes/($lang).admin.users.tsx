import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { adminPageQuery } from '@pointe/config';
import { Pagination } from '~/components/ui/Pagination';
import { failAdminScreen } from '~/lib/errors.server';
import { formatDate } from '~/lib/dates';
import { requireAdmin } from '~/lib/session.server';
import { listAdminUsers } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import * as table from '~/styles/table.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Users | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const query = adminPageQuery.safeParse({ page: new URL(request.url).searchParams.get('page') ?? undefined });
  const page = query.success ? query.data.page : 1;
  return listAdminUsers(token, page).catch(failAdminScreen(request));
}

export default function AdminUsersPage() {
  const { users, page, pages } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>Users</h1>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Admin</th>
              <th scope="col">Orders</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{user.isAdmin ? 'Yes' : 'No'}</td>
                <td>{user.orderCount}</td>
                <td>{formatDate(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pages={pages} href={(target) => `/admin/users?page=${target}`} />
    </div>
  );
}
