import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatMoney } from '@pointe/config';
import { BarChart } from '~/components/charts/BarChart';
import { adminFailure } from '~/lib/admin.server';
import { requireAdmin } from '~/lib/session.server';
import { getSummary } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import * as table from '~/styles/table.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Dashboard | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  return { summary: await getSummary(token).catch((error: unknown) => adminFailure(error, request)) };
}

export default function DashboardPage() {
  const { summary } = useLoaderData<typeof loader>();
  const days = summary.dailyOrders;
  const categories = summary.productCategories;
  return (
    <div className={styles.page}>
      <h1>Dashboard</h1>
      <ul className={styles.cards} aria-label="Totals">
        <li className={styles.card}>
          <span className={styles.cardLabel}>Users</span>
          <strong className={styles.cardValue}>{summary.users[0]?.numUsers ?? 0}</strong>
        </li>
        <li className={styles.card}>
          <span className={styles.cardLabel}>Orders</span>
          <strong className={styles.cardValue}>{summary.orders[0]?.numOrders ?? 0}</strong>
        </li>
        <li className={styles.card}>
          <span className={styles.cardLabel}>Total Sales</span>
          <strong className={styles.cardValue}>{formatMoney(summary.orders[0]?.totalSales ?? 0)}</strong>
        </li>
      </ul>

      <section aria-labelledby="sales-title" className={styles.panel}>
        <h2 id="sales-title">Daily orders and sales</h2>
        {days.length === 0 ? (
          <p>No Sale</p>
        ) : (
          <>
            <BarChart
              title="Sales per day (EGP)"
              xLabel="Day"
              yLabel="Sales (EGP)"
              data={days.map((day) => ({
                label: day._id.slice(5),
                value: day.sales,
                description: `${day._id}: ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}, ${formatMoney(day.sales)}`,
              }))}
            />
            <details>
              <summary>Show the numbers as a table</summary>
              <table className={table.table}>
                <caption className="visually-hidden">Orders and sales per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Sales</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day._id}>
                      <td>{day._id}</td>
                      <td>{day.orders}</td>
                      <td>{formatMoney(day.sales)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>

      <section aria-labelledby="categories-title" className={styles.panel}>
        <h2 id="categories-title">Product categories</h2>
        {categories.length === 0 ? (
          <p>No Category</p>
        ) : (
          <>
            <BarChart
              title="Products per category"
              xLabel="Category"
              yLabel="Products"
              data={categories.map((category) => ({
                label: category._id,
                value: category.count,
                description: `${category._id}: ${category.count} ${category.count === 1 ? 'product' : 'products'}`,
              }))}
            />
            <details>
              <summary>Show the numbers as a table</summary>
              <table className={table.table}>
                <caption className="visually-hidden">Products per category</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col">Products</th>
                  </tr>
                </thead>
                <tbody>
                  {categories.map((category) => (
                    <tr key={category._id}>
                      <td>{category._id}</td>
                      <td>{category.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
    </div>
  );
}
