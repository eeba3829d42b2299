import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DEFAULT_LOCALE, ORDER_STATUSES, ORDER_STATUS_LABELS, formatMoney } from '@pointe/config';
import { ChartPanel } from '~/components/charts/ChartPanel';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { getSummary } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Dashboard | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  return { summary: await getSummary(token).catch(failAdminScreen(request)) };
}

/** A share (0 to 1) as a whole percentage, through Intl like every number. */
const percent = (share: number) => new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'percent', maximumFractionDigits: 0 }).format(share);

export default function DashboardPage() {
  const { summary } = useLoaderData<typeof loader>();
  const days = summary.dailyOrders;
  const categories = summary.productCategories;
  const cod = summary.cashOnDelivery;
  const perStatus = ORDER_STATUSES.map((status) => ({ status, count: cod.statusCounts[status] }));
  return (
    <div className={styles.page}>
      <h1>Dashboard</h1>
      <ul className={styles.cards} aria-label="Totals">
        {[
          ['Users', String(summary.users[0]?.numUsers ?? 0)],
          ['Orders', String(summary.orders[0]?.numOrders ?? 0)],
          ['Total Sales', formatMoney(summary.orders[0]?.totalSales ?? 0)],
        ].map(([label, value]) => (
          <li key={label} className={styles.card}>
            <span className={styles.cardLabel}>{label}</span>
            <strong className={styles.cardValue}>{value}</strong>
          </li>
        ))}
      </ul>

      <section aria-labelledby="cash-on-delivery" className={styles.panel}>
        <h2 id="cash-on-delivery">Cash on delivery</h2>
        <ul className={styles.cards} aria-label="Cash on delivery">
          {[
            ['Cash collected', formatMoney(cod.cashCollected), 'Delivered orders'],
            ['Cash pending', formatMoney(cod.cashPending), 'Shipped, on the road'],
            ['Refusal rate (30 days)', percent(cod.refusalRate), `${cod.refusedLast30Days} of ${cod.settledLast30Days} parcels that reached the door`],
          ].map(([label, value, detail]) => (
            <li key={label} className={styles.card}>
              <span className={styles.cardLabel}>{label}</span>
              <strong className={styles.cardValue}>{value}</strong>
              <span>{detail}</span>
            </li>
          ))}
        </ul>
      </section>
      <ChartPanel
        heading="Orders per status"
        emptyText="No Order"
        className={styles.panel}
        chart={{ title: 'Orders per status', xLabel: 'Status', yLabel: 'Orders' }}
        data={perStatus.some((entry) => entry.count > 0) ? perStatus.map((entry) => ({
          label: entry.status,
          value: entry.count,
          description: `${ORDER_STATUS_LABELS[entry.status]}: ${entry.count} ${entry.count === 1 ? 'order' : 'orders'}`,
        })) : []}
        columns={['Status', 'Orders']}
        rows={perStatus.map((entry) => [ORDER_STATUS_LABELS[entry.status], entry.count])}
      />
      <ChartPanel
        heading="Daily orders and sales"
        emptyText="No Sale"
        className={styles.panel}
        chart={{ title: 'Sales per day (EGP)', xLabel: 'Day', yLabel: 'Sales (EGP)' }}
        data={days.map((day) => ({
          label: day._id.slice(5),
          value: day.sales,
          description: `${day._id}: ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}, ${formatMoney(day.sales)}`,
        }))}
        columns={['Day', 'Orders', 'Sales']}
        rows={days.map((day) => [day._id, day.orders, formatMoney(day.sales)])}
      />
      <ChartPanel
        heading="Product categories"
        emptyText="No Category"
        className={styles.panel}
        chart={{ title: 'Products per category', xLabel: 'Category', yLabel: 'Products' }}
        data={categories.map((category) => ({
          label: category._id,
          value: category.count,
          description: `${category._id}: ${category.count} ${category.count === 1 ? 'product' : 'products'}`,
        }))}
        columns={['Category', 'Products']}
        rows={categories.map((category) => [category._id, category.count])}
      />
    </div>
  );
}
