import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ORDER_STATUSES, adminOrdersQuery, firstIssue, refusalJson, type OrderFilter } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { OrderActions, OrderConfirmPanel, dialHref, isAsking } from '~/components/admin/OrderActions';
import { CodRisk } from '~/components/admin/CodRisk';
import { callAttempts } from '~/components/shop/OrderTimeline';
import { Pagination } from '~/components/ui/Pagination';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { orderMessages } from '~/i18n/catalogues/orders';
import { useFormat } from '~/i18n/format';
import { localeOfPath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listAdminOrders } from '~/models/admin.server';
import { codRiskOf } from '~/models/cod-risk.server';
import { runOrderAction } from '~/models/order-actions.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleOrders} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** The tabs, in the order staff work through them; "To confirm" is the queue of calls to make. */
const TABS = [...ORDER_STATUSES, 'all'] as const satisfies readonly OrderFilter[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const url = new URL(request.url);
  // No filter chosen: the orders waiting for a call, oldest first (the CMS's order for `pending`).
  const query = adminOrdersQuery.safeParse({ page: url.searchParams.get('page') ?? undefined, status: url.searchParams.get('status') || 'pending' });
  if (!query.success) throw new Response(errorTextFor(context.locale, refusalJson(firstIssue(query.error))), { status: 400 });
  const list = await listAdminOrders(cms, query.data.page, query.data.status).catch(failAdminScreen({ request, context }));
  // Each card's cash-on-delivery history (number and account): one more call for the whole page.
  const risks = await codRiskOf(cms, list.orders.map((order) => order._id)).catch(failAdminScreen({ request, context }));
  // Without JavaScript, a change that gives stock back is asked on the page first (?confirm=…&id=…).
  const confirm = url.searchParams.get('confirm') ?? '';
  const asked = isAsking(confirm) ? list.orders.find((order) => order._id === url.searchParams.get('id') && order.status !== confirm) : undefined;
  return { ...list, risks, status: query.data.status, confirm: asked && isAsking(confirm) ? { id: asked._id, status: confirm } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin({ request, context });
  return runOrderAction({ request, context }, await request.formData(), admin);
}

export default function AdminOrdersPage() {
  const { orders, page, pages, status, statusCounts, confirm, risks } = useLoaderData<typeof loader>();
  const t = useMessages(adminMessages);
  const statusLabels = useMessages(orderMessages).status;
  const format = useFormat();
  const path = usePath();
  const here = path(`/admin/orders?status=${status}&page=${page}`);
  const total = ORDER_STATUSES.reduce((sum, each) => sum + statusCounts[each], 0);
  return (
    <div className={styles.page}>
      <h1>{t.orders}</h1>
      <nav aria-label={t.ordersByStatus} className={styles.tabs}>
        {TABS.map((tab) => (
          <Link key={tab} to={path(`/admin/orders?status=${tab}`)} className={styles.tab} aria-current={tab === status ? 'page' : undefined}>
            {t.tabCount(t.tabs[tab], format.number(tab === 'all' ? total : statusCounts[tab]))}
          </Link>
        ))}
      </nav>
      {confirm ? <OrderConfirmPanel id={confirm.id} status={confirm.status} back={here} /> : null}
      <h2 className={styles.listHeading}>
        {t.tabs[status]}
        {status === 'pending' ? t.oldestFirst : ''}
      </h2>
      {orders.length === 0 ? (
        <p>{t.noOrders}</p>
      ) : (
        <ul className={styles.orderCards}>
          {orders.map((order) => {
            const address = order.shippingAddress;
            const calls = callAttempts(order);
            return (
              <li key={order._id}>
                <article aria-labelledby={`order-${order._id}`} className={styles.orderCard}>
                  <h3 id={`order-${order._id}`} className={styles.orderTitle}>
                    <Link to={path(`/order/${order._id}`)}>
                      {t.order} <bdi>{order._id}</bdi>
                    </Link>
                  </h3>
                  <p className={styles.orderLine}>
                    {/* Each part isolated, so a Latin address still lists name, area, city from the right on an Arabic page. */}
                    <strong>
                      <bdi>{address.fullName}</bdi>
                    </strong>
                    {t.comma}
                    <bdi>{address.area}</bdi>
                    {t.comma}
                    <bdi>{address.city}</bdi>
                  </p>
                  <p className={styles.orderLine}>
                    <a href={dialHref(address.mobileNumber)} dir="ltr">
                      {address.mobileNumber}
                    </a>
                    {' · '}
                    {format.plural(calls, t.callAttempts)}
                  </p>
                  <p className={styles.orderLine}>
                    <span>{format.price(order.totalPrice)}</span> · {format.date(order.createdAt)} · {statusLabels[order.status]}
                  </p>
                  {risks[order._id] ? <CodRisk risk={risks[order._id]!} back={here} /> : null}
                  <OrderActions order={order} back={here} confirmHref={(target) => `${here}&confirm=${target}&id=${order._id}`} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/orders?status=${status}&page=${target}`)} />
    </div>
  );
}
