import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { ORDER_FILTERS, adminOrdersQuery } from '@pointe/config';
import { Price } from '~/components/shop/Price';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { Pagination } from '~/components/ui/Pagination';
import { formatDate } from '~/lib/dates';
import { failActionTo, failAdminScreen } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { requireAdmin } from '~/lib/session.server';
import { listAdminOrders, markOrder } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import { smallButton } from '~/styles/controls.css';
import * as table from '~/styles/table.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Orders | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

const FILTER_LABELS = { all: 'All', unpaid: 'Unpaid', undelivered: 'Undelivered' } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const url = new URL(request.url);
  const query = adminOrdersQuery.safeParse({ page: url.searchParams.get('page') ?? undefined, status: url.searchParams.get('status') ?? undefined });
  if (!query.success) throw new Response(query.error.issues[0]?.message ?? 'Invalid filter', { status: 400 });
  const list = await listAdminOrders(token, query.data.page, query.data.status).catch(failAdminScreen(request));
  return { ...list, status: query.data.status };
}

/** Mark Paid / Mark Delivered, with the filtered page to go back to. */
const orderIntent = z.object({ intent: z.enum(['pay', 'deliver']), id: z.string().default(''), back: z.string().default('/admin/orders') });

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const { intent, id, back: requested } = readIntent(await request.formData(), orderIntent);
  const back = requested.startsWith('/admin/orders') ? requested : '/admin/orders';
  try {
    const order = await markOrder(token, id, intent);
    return redirectWithSuccess(back, `Order ${order._id} marked ${intent === 'pay' ? 'paid' : 'delivered'}`);
  } catch (error) {
    return failActionTo(error, back, { request, session: 'admin' });
  }
}

export default function AdminOrdersPage() {
  const { orders, page, pages, status } = useLoaderData<typeof loader>();
  const here = `/admin/orders?status=${status}&page=${page}`;
  return (
    <div className={styles.page}>
      <h1>Orders</h1>
      <nav aria-label="Filter orders" className={styles.filters}>
        {ORDER_FILTERS.map((filter) => (
          <ButtonLink key={filter} to={`/admin/orders?status=${filter}`} variant={filter === status ? 'primary' : 'secondary'} aria-current={filter === status ? 'page' : undefined}>
            {FILTER_LABELS[filter]}
          </ButtonLink>
        ))}
      </nav>
      {orders.length === 0 ? (
        <p>No orders here.</p>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">User</th>
                <th scope="col">Date</th>
                <th scope="col">Total</th>
                <th scope="col">Paid</th>
                <th scope="col">Delivered</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td>
                    <Link to={`/order/${order._id}`}>{order._id}</Link>
                  </td>
                  <td>{order.user?.name ?? '(deleted user)'}</td>
                  <td>{formatDate(order.createdAt)}</td>
                  <td>
                    <Price amount={order.totalPrice} />
                  </td>
                  <td>{order.paidAt ? formatDate(order.paidAt) : 'No'}</td>
                  <td>{order.deliveredAt ? formatDate(order.deliveredAt) : 'No'}</td>
                  <td className={styles.rowActions}>
                    {(['deliver', 'pay'] as const).map((intent) =>
                      (intent === 'pay' ? order.isPaid : order.isDelivered) ? null : (
                        <Form key={intent} method="post">
                          <input type="hidden" name="id" value={order._id} />
                          <input type="hidden" name="back" value={here} />
                          <button type="submit" name="intent" value={intent} className={smallButton} aria-label={`Mark order ${order._id} ${intent === 'pay' ? 'paid' : 'delivered'}`}>
                            {intent === 'pay' ? 'Mark Paid' : 'Mark Delivered'}
                          </button>
                        </Form>
                      ),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} href={(target) => `/admin/orders?status=${status}&page=${target}`} />
    </div>
  );
}
