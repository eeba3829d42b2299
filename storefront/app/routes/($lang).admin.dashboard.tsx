import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { ORDER_STATUSES, RETURN_REASONS, paymentMethodNames, refundMethodNames, returnReasonNames, type ReturnsSummaryJson } from '@pointe/config';
import { SearchPanels } from '~/components/admin/SearchPanels';
import { ChartPanel } from '~/components/charts/ChartPanel';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { courierMessages } from '~/i18n/catalogues/courier';
import { orderMessages } from '~/i18n/catalogues/orders';
import { returnsMessages } from '~/i18n/catalogues/returns';
import { localName } from '~/i18n/content';
import { useFormat } from '~/i18n/format';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { getSearchTallies, getSummary } from '~/models/admin.server';
import { getCourierCash } from '~/models/courier.server';
import { getReturnsSummary } from '~/models/returns.server';
import * as table from '~/styles/table.css';
import type { loader as rootLoader } from '~/root';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleDashboard} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const fail = failAdminScreen({ request, context });
  const [summary, courierCash, returns, searches] = await Promise.all([
    getSummary(cms).catch(fail),
    getCourierCash(cms).catch(fail),
    getReturnsSummary(cms).catch(fail),
    getSearchTallies(cms).catch(fail),
  ]);
  return { summary, courierCash, returns, searches };
}

export default function DashboardPage() {
  const { summary, courierCash, returns, searches } = useLoaderData<typeof loader>();
  const t = useMessages(adminMessages);
  const c = useMessages(courierMessages);
  const path = usePath();
  const statusLabels = useMessages(orderMessages).status;
  const format = useFormat();
  const locale = useLocale();
  const days = summary.dailyOrders;
  const categories = summary.productCategories;
  // The summary counts by the English name; the menu's names (the root loader's) say it in the page's language.
  const menuNames = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  const categoryName = (name: string) => {
    const category = menuNames.find((entry) => entry.name === name);
    return category ? localName(category, locale) : name;
  };
  const cod = summary.cashOnDelivery;
  // Orders waiting for an online payment have a bar only when there are some (a shop paid in cash never sees it).
  const perStatus = ORDER_STATUSES.map((status) => ({ status, count: cod.statusCounts[status] })).filter((entry) => entry.status !== 'awaiting-payment' || entry.count > 0);
  return (
    <div className={styles.page}>
      <h1>{t.dashboard}</h1>
      <ul className={styles.cards} aria-label={t.totals}>
        {[
          [t.users, format.number(summary.users[0]?.numUsers ?? 0)],
          [t.orders, format.number(summary.orders[0]?.numOrders ?? 0)],
          [t.totalSales, format.price(summary.orders[0]?.totalSales ?? 0)],
        ].map(([label, value]) => (
          <li key={label} className={styles.card}>
            <span className={styles.cardLabel}>{label}</span>
            <strong className={styles.cardValue}>{value}</strong>
          </li>
        ))}
      </ul>

      <section aria-labelledby="cash-on-delivery" className={styles.panel}>
        <h2 id="cash-on-delivery">{t.cashOnDelivery}</h2>
        <ul className={styles.cards} aria-label={t.cashOnDelivery}>
          {[
            [t.cashCollected, format.price(cod.cashCollected), t.cashCollectedDetail],
            [t.cashPending, format.price(cod.cashPending), t.cashPendingDetail],
            [t.refusalRate, format.percent(cod.refusalRate), t.refusalDetail(format.number(cod.refusedLast30Days), format.number(cod.settledLast30Days))],
          ].map(([label, value, detail]) => (
            <li key={label} className={styles.card}>
              <span className={styles.cardLabel}>{label}</span>
              <strong className={styles.cardValue}>{value}</strong>
              <span>{detail}</span>
            </li>
          ))}
        </ul>
      </section>
      {summary.payments?.length ? (
        <section aria-labelledby="paid-online" className={styles.panel}>
          <h2 id="paid-online">{t.paidOnline}</h2>
          <ul className={styles.cards} aria-label={t.paidOnline}>
            {summary.payments.map((row) => (
              <li key={row.method} className={styles.card}>
                <span className={styles.cardLabel}>{paymentMethodNames[locale][row.method]}</span>
                <strong className={styles.cardValue}>{format.price(row.paidAmount)}</strong>
                <span>{t.paidOnlineDetail(format.number(row.paid), format.number(row.awaiting), format.number(row.released), format.price(row.refunded))}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="courier-cash" className={styles.panel}>
        <h2 id="courier-cash">{c.unsettledHeading}</h2>
        <ul className={styles.cards} aria-label={c.unsettledHeading}>
          <li className={styles.card}>
            <span className={styles.cardLabel}>{c.unsettledTotal}</span>
            <strong className={styles.cardValue}>{format.price(courierCash.total)}</strong>
            {courierCash.couriers.length === 0 ? <span>{c.nothingUnsettled}</span> : null}
          </li>
          {courierCash.couriers.map((row) => (
            <li key={row.courier} className={styles.card}>
              <span className={styles.cardLabel}>
                <bdi>{row.courier}</bdi>
              </span>
              <strong className={styles.cardValue}>{format.price(row.amount)}</strong>
              <span>{c.unsettledOrders(format.number(row.orders))}</span>
            </li>
          ))}
        </ul>
        <h3>{c.overdueHeading(format.number(courierCash.overdueDays))}</h3>
        {courierCash.overdue.length === 0 ? (
          <p>{c.noOverdue}</p>
        ) : (
          <ul>
            {courierCash.overdue.map((order) => (
              <li key={order._id}>
                <Link to={path(`/order/${order._id}`)}>
                  {c.order} <bdi>{order.orderNumber}</bdi>
                </Link>
                {' · '}
                <bdi>{order.courier}</bdi> · {format.price(order.cashCollected)}
                {order.deliveredAt ? ` · ${c.deliveredOn} ${format.date(order.deliveredAt)}` : null}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={path('/admin/settlements')}>{c.recordSettlement}</Link>
        </p>
      </section>
      <ChartPanel
        heading={t.ordersPerStatus}
        emptyText={t.noOrder}
        className={styles.panel}
        chart={{ title: t.ordersPerStatus, xLabel: t.status, yLabel: t.orders, formatTick: format.number }}
        data={perStatus.some((entry) => entry.count > 0) ? perStatus.map((entry) => ({
          label: entry.status,
          tickLabel: t.statusTick[entry.status],
          value: entry.count,
          description: t.barDescription(statusLabels[entry.status], format.plural(entry.count, t.orderCount)),
        })) : []}
        columns={[t.status, t.orders]}
        rows={perStatus.map((entry) => [statusLabels[entry.status], format.number(entry.count)])}
      />
      <ChartPanel
        heading={t.dailyOrdersAndSales}
        emptyText={t.noSale}
        className={styles.panel}
        chart={{ title: t.salesPerDay, xLabel: t.day, yLabel: t.salesEgp, formatTick: format.number }}
        data={days.map((day) => ({
          label: day._id.slice(5),
          value: day.sales,
          description: t.barDescription(day._id, `${format.plural(day.orders, t.orderCount)}, ${format.price(day.sales)}`),
        }))}
        columns={[t.day, t.orders, t.sales]}
        rows={days.map((day) => [day._id, format.number(day.orders), format.price(day.sales)])}
      />
      <ChartPanel
        heading={t.productCategories}
        emptyText={t.noCategory}
        className={styles.panel}
        chart={{ title: t.productsPerCategory, xLabel: t.category, yLabel: t.products, formatTick: format.number }}
        data={categories.map((category) => ({
          label: category._id,
          tickLabel: categoryName(category._id),
          value: category.count,
          description: t.barDescription(categoryName(category._id), format.plural(category.count, t.productCount)),
        }))}
        columns={[t.category, t.products]}
        rows={categories.map((category) => [categoryName(category._id), format.number(category.count)])}
      />
      <ReturnsPanels returns={returns} />
      <SearchPanels searches={searches} className={styles.panel} />
    </div>
  );
}

/** Returns and exchanges of the last 30 days (issue 23): by reason as a chart, by product as a table, so staff see which items run small. */
function ReturnsPanels({ returns }: { returns: ReturnsSummaryJson }) {
  const r = useMessages(returnsMessages);
  const locale = useLocale();
  const path = usePath();
  const format = useFormat();
  const days = format.number(returns.days);
  const reasonNames = returnReasonNames[locale];
  const any = returns.byReason.some((row) => row.requests > 0);
  return (
    <>
      <ChartPanel
        heading={r.byReasonHeading(days)}
        emptyText={r.noneLately(days)}
        className={styles.panel}
        chart={{ title: r.byReasonHeading(days), xLabel: r.reason, yLabel: r.unitsBack, formatTick: format.number }}
        data={any ? returns.byReason.map((row) => ({
          label: row.reason,
          tickLabel: reasonNames[row.reason],
          value: row.refunded + row.exchanged,
          description: `${reasonNames[row.reason]}: ${r.unitsDetail(format.number(row.refunded), format.number(row.exchanged))}`,
        })) : []}
        columns={[r.reason, r.requests, r.unitsRefunded, r.unitsExchanged]}
        rows={returns.byReason.map((row) => [reasonNames[row.reason], format.number(row.requests), format.number(row.refunded), format.number(row.exchanged)])}
      />
      {/* Every way money went back (issue 40): cash and transfers staff made, store credit, and the providers' refunds. */}
      <ChartPanel
        heading={r.byRefundMethodHeading(days)}
        emptyText={r.noRefundLately(days)}
        className={styles.panel}
        chart={{ title: r.byRefundMethodHeading(days), xLabel: r.method, yLabel: r.refundedAmount, formatTick: format.number }}
        data={returns.byRefundMethod.some((row) => row.refunds > 0) ? returns.byRefundMethod.map((row) => ({
          label: row.method,
          tickLabel: refundMethodNames[locale][row.method],
          value: row.amount,
          description: `${refundMethodNames[locale][row.method]}: ${format.plural(row.refunds, r.refundCountOf)}, ${format.price(row.amount)}`,
        })) : []}
        columns={[r.method, r.refundCount, r.refundedAmount]}
        rows={returns.byRefundMethod.map((row) => [refundMethodNames[locale][row.method], format.number(row.refunds), format.price(row.amount)])}
      />
      {/* The scrolling table is the region the heading names (a labelled section would be a second one). */}
      <section className={styles.panel}>
        <h2 id="returned-products">{r.byProductHeading(days)}</h2>
        {returns.byProduct.length === 0 ? (
          <p>{r.noneLately(days)}</p>
        ) : (
          <div className={table.scroll} role="region" aria-labelledby="returned-products" tabIndex={0}>
            <table className={table.table}>
              <thead>
                <tr>
                  {[r.product, r.unitsRefunded, r.unitsExchanged, ...RETURN_REASONS.map((reason) => reasonNames[reason])].map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {returns.byProduct.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row">
                      <Link to={path(`/product/${product.slug}`)}>{localName(product, locale)}</Link>
                    </th>
                    <td>{format.number(product.refunded)}</td>
                    <td>{format.number(product.exchanged)}</td>
                    {RETURN_REASONS.map((reason) => (
                      <td key={reason}>{format.number(product.reasons[reason])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
