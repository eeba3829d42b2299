import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ORDER_STATUS_LABELS } from '@pointe/config';
import { Price } from '~/components/shop/Price';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { failScreen } from '~/lib/errors.server';
import { formatDate } from '~/lib/dates';
import { requireSignedIn } from '~/lib/session.server';
import { listMyOrders } from '~/models/order.server';
import { SHOP_NAME } from '~/strings';
import * as styles from '~/styles/table.css';

export const meta: MetaFunction = () => [{ title: `Order History | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireSignedIn(request);
  return { orders: await listMyOrders(token).catch(failScreen) };
}

export default function OrderHistoryPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Order History</h1>
      {orders.length === 0 ? (
        <p>
          No orders yet. <ButtonLink to="/">Go Shopping</ButtonLink>
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">DATE</th>
                <th scope="col">TOTAL</th>
                <th scope="col">PAID</th>
                <th scope="col">DELIVERED</th>
                <th scope="col">STATUS</th>
                <th scope="col">ACTIONS</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td>{order._id}</td>
                  <td>{formatDate(order.createdAt)}</td>
                  <td>
                    <Price amount={order.totalPrice} />
                  </td>
                  <td>{order.isPaid && order.paidAt ? formatDate(order.paidAt) : 'No'}</td>
                  <td>{order.isDelivered && order.deliveredAt ? formatDate(order.deliveredAt) : 'No'}</td>
                  <td>{ORDER_STATUS_LABELS[order.status]}</td>
                  <td>
                    <ButtonLink to={`/order/${order._id}`} aria-label={`Details of order ${order._id}`}>
                      Details
                    </ButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
