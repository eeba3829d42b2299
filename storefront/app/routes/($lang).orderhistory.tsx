import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Price } from '~/components/shop/Price';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { accountMessages } from '~/i18n/catalogues/account';
import { commonMessages } from '~/i18n/catalogues/common';
import { orderMessages } from '~/i18n/catalogues/orders';
import { useFormat } from '~/i18n/format';
import { localeOfPath, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { requireSignedIn } from '~/lib/session.server';
import { listMyOrders } from '~/models/order.server';
import * as tableStyles from '~/styles/table.css';
import * as styles from './orderhistory.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].historyTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  return { orders: await listMyOrders(cms).catch(failScreen) };
}

export default function OrderHistoryPage() {
  const { orders } = useLoaderData<typeof loader>();
  const words = useMessages(accountMessages);
  const statuses = useMessages(orderMessages).status;
  const { date } = useFormat();
  const path = usePath();
  const columns = words.columns;
  if (orders.length === 0) {
    return (
      <>
        <h1>{words.historyTitle}</h1>
        <p>
          {words.noOrders} <ButtonLink to={path('/')}>{words.goShopping}</ButtonLink>
        </p>
      </>
    );
  }
  // An order is named by its number (the one said on the phone); its internal id stays in the link.
  const details = (order: (typeof orders)[number]) => (
    <ButtonLink to={path(`/order/${order._id}`)} aria-label={words.detailsOf(String(order.orderNumber))}>
      {words.details}
    </ButtonLink>
  );
  return (
    <>
      <h1>{words.historyTitle}</h1>
      {/* A phone gets one card per order, its Details link in reach; a wider screen the spec's table. */}
      <ul className={styles.cards}>
        {orders.map((order) => (
          <li key={order._id} className={styles.card}>
            <div>
              <h2 className={styles.cardTitle}>
                {words.order} <bdi>{order.orderNumber}</bdi>
              </h2>
              <p className={styles.cardLine}>
                {date(order.createdAt)} · <Price amount={order.totalPrice} /> · {statuses[order.status]}
              </p>
            </div>
            {details(order)}
          </li>
        ))}
      </ul>
      <div className={`${tableStyles.scroll} ${styles.wide}`}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">{columns.id}</th>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.total}</th>
              <th scope="col">{columns.paid}</th>
              <th scope="col">{columns.delivered}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <td>
                  <bdi>{order.orderNumber}</bdi>
                </td>
                <td>{date(order.createdAt)}</td>
                <td>
                  <Price amount={order.totalPrice} />
                </td>
                <td>{order.isPaid && order.paidAt ? date(order.paidAt) : words.no}</td>
                <td>{order.isDelivered && order.deliveredAt ? date(order.deliveredAt) : words.no}</td>
                <td>{statuses[order.status]}</td>
                <td>{details(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
