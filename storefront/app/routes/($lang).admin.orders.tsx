import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { ORDER_STATUSES, PAYMENT_FILTERS, adminOrdersQuery, firstIssue, orderNumberSearch, refusalJson, type OrderFilter, type OrderJson, type OrderStatus } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { OrderActions, OrderConfirmPanel, dialHref, isAsking } from '~/components/admin/OrderActions';
import { CodRisk } from '~/components/admin/CodRisk';
import { useCityName } from '~/components/shop/OrderParts';
import { callAttempts } from '~/components/shop/OrderTimeline';
import { Button } from '~/components/ui/Button';
import { Pagination } from '~/components/ui/Pagination';
import { TextField } from '~/components/ui/TextField';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { courierMessages } from '~/i18n/catalogues/courier';
import { orderMessages } from '~/i18n/catalogues/orders';
import { selfConfirmMessages } from '~/i18n/catalogues/self-confirm';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { CmsError } from '~/lib/cms.server';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { listAdminOrders } from '~/models/admin.server';
import { codRiskOf } from '~/models/cod-risk.server';
import { runOrderAction } from '~/models/order-actions.server';
import { getOrderByNumber } from '~/models/order.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleOrders} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

const COURIER_FORM = 'courier-documents';

/** The tabs, in the order staff work through them; "To confirm" is the queue of calls to make. */
const TABS = [...ORDER_STATUSES, ...PAYMENT_FILTERS, 'all'] as const satisfies readonly OrderFilter[];
type Tab = (typeof TABS)[number];

/** How many orders a tab lists: its status's count, or its payment filter's. */
const tabCount = (tab: Tab, counts: Record<OrderStatus, number>, paymentCounts: Partial<Record<(typeof PAYMENT_FILTERS)[number], number>>): number =>
  tab === 'all' ? ORDER_STATUSES.reduce((sum, each) => sum + counts[each], 0) : tab in counts ? counts[tab as OrderStatus] : (paymentCounts[tab as (typeof PAYMENT_FILTERS)[number]] ?? 0);

/** The tabs of online payments get shown only while they list some orders (a shop paid in cash never sees them). */
const ONLINE_ONLY_TABS: readonly Tab[] = ['awaiting-payment', ...PAYMENT_FILTERS];
const shownTab = (tab: Tab, count: number, current: OrderFilter) => !ONLINE_ONLY_TABS.includes(tab) || count > 0 || current === tab;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const url = new URL(request.url);
  // "Find by number" (a GET form): the order's page when the number is one, else the list says why.
  const searched = url.searchParams.get('number');
  let search: { number: string; problem: string } | null = null;
  if (searched !== null && searched.trim() !== '') {
    const number = orderNumberSearch.safeParse(searched);
    // null: a number no order can have (past the order-number column), so none is found without asking.
    if (number.success && number.data !== null) {
      const found = await getOrderByNumber(cms, number.data).catch((error: unknown) => {
        if (error instanceof CmsError && error.status === 404) return null;
        return failAdminScreen({ request, context })(error);
      });
      if (found) throw redirect(localePath(context.locale, `/order/${found._id}`));
    }
    search = { number: searched.slice(0, 40), problem: number.success ? '' : errorTextFor(context.locale, refusalJson(firstIssue(number.error))) };
  }
  // No filter chosen: the orders waiting for a call, oldest first (the CMS's order for `pending`).
  const query = adminOrdersQuery.safeParse({ page: url.searchParams.get('page') ?? undefined, status: url.searchParams.get('status') || 'pending' });
  if (!query.success) throw new Response(errorTextFor(context.locale, refusalJson(firstIssue(query.error))), { status: 400 });
  const list = await listAdminOrders(cms, query.data.page, query.data.status).catch(failAdminScreen({ request, context }));
  // Each card's cash-on-delivery history (number and account): one more call for the whole page.
  const risks = await codRiskOf(cms, list.orders.map((order) => order._id)).catch(failAdminScreen({ request, context }));
  // Without JavaScript, a change that gives stock back is asked on the page first (?confirm=…&id=…).
  const confirm = url.searchParams.get('confirm') ?? '';
  const asked = isAsking(confirm) ? list.orders.find((order) => order._id === url.searchParams.get('id') && order.status !== confirm) : undefined;
  return { ...list, search, risks, status: query.data.status, confirm: asked && isAsking(confirm) ? { id: asked._id, orderNumber: asked.orderNumber, status: confirm } : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin({ request, context });
  return runOrderAction({ request, context }, await request.formData(), admin);
}

/** Whether the shopper confirmed the order herself, from her link (ADR 018): staff need not call her. */
const byShopper = (order: OrderJson) => order.events.some((event) => event.type === 'status' && event.to === 'confirmed' && event.by === 'shopper');

export default function AdminOrdersPage() {
  const { orders, page, pages, status, statusCounts, paymentCounts = {}, confirm, search, risks } = useLoaderData<typeof loader>();
  const t = useMessages(adminMessages);
  const numbers = useMessages(selfConfirmMessages);
  const cityName = useCityName();
  const courierText = useMessages(courierMessages);
  const statusLabels = useMessages(orderMessages).status;
  const format = useFormat();
  const path = usePath();
  const here = path(`/admin/orders?status=${status}&page=${page}`);
  return (
    <div className={styles.page}>
      <h1>{t.orders}</h1>
      <Form method="get" className={styles.findForm} role="search" aria-label={numbers.findByNumber}>
        <TextField
          label={numbers.findByNumber}
          name="number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          defaultValue={search?.number ?? ''}
          errorMessage={search ? search.problem || numbers.noSuchNumber(search.number) : undefined}
        />
        <div className={styles.findButton}>
          <Button type="submit" variant="secondary">
            {numbers.find}
          </Button>
        </div>
      </Form>
      <nav aria-label={t.ordersByStatus} className={styles.tabs}>
        {TABS.filter((tab) => shownTab(tab, tabCount(tab, statusCounts, paymentCounts), status)).map((tab) => (
          <Link key={tab} to={path(`/admin/orders?status=${tab}`)} className={styles.tab} aria-current={tab === status ? 'page' : undefined}>
            {t.tabCount(t.tabs[tab], format.number(tabCount(tab, statusCounts, paymentCounts)))}
          </Link>
        ))}
      </nav>
      {confirm ? <OrderConfirmPanel id={confirm.id} orderNumber={confirm.orderNumber} status={confirm.status} back={here} /> : null}
      <h2 className={styles.listHeading}>
        {t.tabs[status]}
        {status === 'pending' ? t.oldestFirst : ''}
      </h2>
      {orders.length === 0 ? (
        <p>{t.noOrders}</p>
      ) : (
        <>
          {/* Orders are handed over once confirmed: on the other tabs the courier tools are one closed line,
              so a phone shows the queue's first card rather than four buttons. */}
          <details open={status === 'confirmed'} className={styles.courierBox}>
            <summary className={styles.courierSummary}>
              <h3 className={styles.courierHeading}>{t.courierHeading}</h3>
            </summary>
            {/* The courier form: the cards' checkboxes belong to it by `form=`, as each card holds its own order forms. */}
            <form id={COURIER_FORM} method="get" action={path('/admin/orders/documents')} className={styles.courierForm}>
              <p className={styles.orderLine}>{t.courierHint}</p>
              <input type="hidden" name="back" value={here} />
              <div className={styles.courierButtons}>
                <Button type="submit" name="kind" value="labels" variant="secondary">
                  {t.printLabels}
                </Button>
                <Button type="submit" name="kind" value="slips" variant="secondary">
                  {t.packingSlips}
                </Button>
                <Button type="submit" name="kind" value="export" variant="secondary">
                  {t.exportForCourier}
                </Button>
                <Button type="submit" name="kind" value="export-xlsx" variant="secondary">
                  {t.exportForCourierXlsx}
                </Button>
              </div>
            </form>
          </details>
          <ul className={styles.orderCards}>
            {orders.map((order) => {
              const address = order.shippingAddress;
              const calls = callAttempts(order);
              return (
                <li key={order._id}>
                  <article aria-labelledby={`order-${order._id}`} className={styles.orderCard}>
                    <h3 id={`order-${order._id}`} className={styles.orderTitle}>
                      <Link to={path(`/order/${order._id}`)}>
                        {t.order} <bdi>{order.orderNumber}</bdi>
                      </Link>
                    </h3>
                    <label className={styles.courierSelect}>
                      <input type="checkbox" name="ids" value={order._id} form={COURIER_FORM} />
                      {t.selectOrder(String(order.orderNumber))}
                    </label>
                    <p className={styles.orderLine}>
                      {/* Each part isolated, so a Latin address still lists name, area, city from the right on an Arabic page. */}
                      <strong>
                        <bdi>{address.fullName}</bdi>
                      </strong>
                      {t.comma}
                      <bdi>{address.area}</bdi>
                      {t.comma}
                      <bdi>{cityName(address)}</bdi>
                    </p>
                    <p className={styles.orderLine}>
                      <a href={dialHref(address.mobileNumber)} dir="ltr">
                        {address.mobileNumber}
                      </a>
                      {' · '}
                      {format.plural(calls, t.callAttempts)}
                    </p>
                    {order.status === 'pending' ? <p className={styles.orderLine}>{numbers.sayNumber(String(order.orderNumber))}</p> : null}
                    {byShopper(order) ? <p className={styles.orderLine}>{numbers.confirmedByShopper}</p> : null}
                    <p className={styles.orderLine}>
                      <span>{format.price(order.totalPrice)}</span> · {format.date(order.createdAt)} · {statusLabels[order.status]}
                    </p>
                    {order.courier ? (
                      <p className={styles.orderLine}>
                        {courierText.courier}: <bdi>{order.courier}</bdi> · {courierText.cashByCourier}:{' '}
                        {order.cashCollected === null || order.cashCollected === undefined ? courierText.notReported : format.price(order.cashCollected)}
                        {order.cashDifference && order.cashExpected !== null && order.cashExpected !== undefined ? (
                          <strong>
                            {' · '}
                            {(order.cashDifference < 0 ? courierText.cashShort : courierText.cashOver)(format.price(Math.abs(order.cashDifference)), format.price(order.cashExpected))}
                          </strong>
                        ) : null}
                      </p>
                    ) : null}
                    <p className={styles.orderLine}>
                      <a href={path(`/admin/orders/documents?kind=labels&ids=${order._id}`)} download>
                        {t.shippingLabel(String(order.orderNumber))}
                      </a>
                    </p>
                    {risks[order._id] ? <CodRisk risk={risks[order._id]!} back={here} /> : null}
                    <OrderActions order={order} back={here} confirmHref={(target) => `${here}&confirm=${target}&id=${order._id}`} />
                  </article>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/orders?status=${status}&page=${target}`)} />
    </div>
  );
}
