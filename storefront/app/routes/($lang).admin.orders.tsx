import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, adminOrdersQuery, type OrderFilter } from '@pointe/config';
import { OrderActions, OrderConfirmPanel, dialHref, isAsking } from '~/components/admin/OrderActions';
import { Price } from '~/components/shop/Price';
import { callAttempts } from '~/components/shop/OrderTimeline';
import { Pagination } from '~/components/ui/Pagination';
import { formatDate } from '~/lib/dates';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listAdminOrders } from '~/models/admin.server';
import { runOrderAction } from '~/models/order-actions.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Orders | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The tabs, in the order staff work through them; "To confirm" is the queue of calls to make. */
const TABS = [...ORDER_STATUSES, 'all'] as const satisfies readonly OrderFilter[];
const TAB_LABELS: Readonly<Record<OrderFilter, string>> = {
  pending: 'To confirm',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refused: 'Refused',
  returned: 'Returned',
  cancelled: 'Cancelled',
  all: 'All',
  unpaid: 'Unpaid',
  undelivered: 'Undelivered',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const url = new URL(request.url);
  // No filter chosen: the orders waiting for a call, oldest first (the CMS's order for `pending`).
  const query = adminOrdersQuery.safeParse({ page: url.searchParams.get('page') ?? undefined, status: url.searchParams.get('status') || 'pending' });
  if (!query.success) throw new Response(query.error.issues[0]?.message ?? 'Invalid filter', { status: 400 });
  const list = await listAdminOrders(token, query.data.page, query.data.status).catch(failAdminScreen(request));
  // Without JavaScript, a change that gives stock back is asked on the page first (?confirm=…&id=…).
  const confirm = url.searchParams.get('confirm') ?? '';
  const asked = isAsking(confirm) ? list.orders.find((order) => order._id === url.searchParams.get('id') && order.status !== confirm) : undefined;
  return { ...list, status: query.data.status, confirm: asked && isAsking(confirm) ? { id: asked._id, status: confirm } : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireAdmin(request);
  return runOrderAction(request, await request.formData(), signedIn);
}

export default function AdminOrdersPage() {
  const { orders, page, pages, status, statusCounts, confirm } = useLoaderData<typeof loader>();
  const here = `/admin/orders?status=${status}&page=${page}`;
  const total = ORDER_STATUSES.reduce((sum, each) => sum + statusCounts[each], 0);
  return (
    <div className={styles.page}>
      <h1>Orders</h1>
      <nav aria-label="Orders by status" className={styles.tabs}>
        {TABS.map((tab) => (
          <Link key={tab} to={`/admin/orders?status=${tab}`} className={styles.tab} aria-current={tab === status ? 'page' : undefined}>
            {TAB_LABELS[tab]} ({tab === 'all' ? total : statusCounts[tab]})
          </Link>
        ))}
      </nav>
      {confirm ? <OrderConfirmPanel id={confirm.id} status={confirm.status} back={here} /> : null}
      <h2 className={styles.listHeading}>
        {TAB_LABELS[status]}
        {status === 'pending' ? ', oldest first' : ''}
      </h2>
      {orders.length === 0 ? (
        <p>No orders here.</p>
      ) : (
        <ul className={styles.orderCards}>
          {orders.map((order) => {
            const address = order.shippingAddress;
            const calls = callAttempts(order);
            return (
              <li key={order._id}>
                <article aria-labelledby={`order-${order._id}`} className={styles.orderCard}>
                  <h3 id={`order-${order._id}`} className={styles.orderTitle}>
                    <Link to={`/order/${order._id}`}>Order {order._id}</Link>
                  </h3>
                  <p className={styles.orderLine}>
                    <strong>{address.fullName}</strong>, {address.area}, {address.city}
                  </p>
                  <p className={styles.orderLine}>
                    <a href={dialHref(address.mobileNumber)}>{address.mobileNumber}</a>
                    {' · '}
                    {calls === 1 ? '1 call attempt' : `${calls} call attempts`}
                  </p>
                  <p className={styles.orderLine}>
                    <Price amount={order.totalPrice} /> · {formatDate(order.createdAt)} · {ORDER_STATUS_LABELS[order.status]}
                  </p>
                  <OrderActions order={order} back={here} confirmHref={(target) => `/admin/orders?status=${status}&page=${page}&confirm=${target}&id=${order._id}`} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(target) => `/admin/orders?status=${status}&page=${target}`} />
    </div>
  );
}
