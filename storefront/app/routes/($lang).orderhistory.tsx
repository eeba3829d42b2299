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
import * as styles from '~/styles/table.css';

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
  return (
    <>
      <h1>{words.historyTitle}</h1>
      {orders.length === 0 ? (
        <p>
          {words.noOrders} <ButtonLink to={path('/')}>{words.goShopping}</ButtonLink>
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
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
                    {/* The number people say, next to the spec's id. */}
                    <strong>
                      <bdi>{order.orderNumber}</bdi>
                    </strong>{' '}
                    <bdi>{order._id}</bdi>
                  </td>
                  <td>{date(order.createdAt)}</td>
                  <td>
                    <Price amount={order.totalPrice} />
                  </td>
                  <td>{order.isPaid && order.paidAt ? date(order.paidAt) : words.no}</td>
                  <td>{order.isDelivered && order.deliveredAt ? date(order.deliveredAt) : words.no}</td>
                  <td>{statuses[order.status]}</td>
                  <td>
                    <ButtonLink to={path(`/order/${order._id}`)} aria-label={words.detailsOf(order._id)}>
                      {words.details}
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
