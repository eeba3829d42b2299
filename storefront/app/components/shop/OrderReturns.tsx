import { Link } from '@remix-run/react';
import { returnStatusNames, sizeNames, termName, type OrderReturnsJson } from '@pointe/config';
import { returnsMessages } from '~/i18n/catalogues/returns';
import { localName } from '~/i18n/content';
import { useFormat } from '~/i18n/format';
import { forwardArrow, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';

/**
 * The shopper's returns on her order page (issue 23): the **Return or exchange** link while the
 * window is open, else until when it was; then each return with its status.
 */
export function OrderReturns({ orderId, returns, audience }: { orderId: string; returns: OrderReturnsJson; audience: 'shopper' | 'staff' }) {
  const t = useMessages(returnsMessages);
  const locale = useLocale();
  const path = usePath();
  const { date, price } = useFormat();
  const returnable = returns.lines.some((line) => line.returnable > 0);
  return (
    <section aria-labelledby="order-returns">
      <h2 id="order-returns">{t.returnsTitle}</h2>
      {returns.window.open && returns.window.until ? (
        <p>
          {t.windowUntil(date(returns.window.until))}{' '}
          {returnable ? <Link to={path(`/order/${orderId}/return`)}>{t.returnOrExchange}</Link> : null}
        </p>
      ) : returns.window.until ? (
        <p>{t.windowClosed(date(returns.window.until))}</p>
      ) : null}
      {returns.returns.length > 0 ? (
        <ul>
          {returns.returns.map((request) => (
            <li key={request._id}>
              <strong>{returnStatusNames[locale][request.status]}</strong> · {t.returnOf(date(request.createdAt))}
              <ul>
                {request.lines.map((line) => (
                  <li key={line.line}>
                    {/* Sizes isolated, so the arrow and the sizes follow the page's direction (S ← M in Arabic). */}
                    <bdi>{localName(line, locale)}</bdi> <bdi>{termName(sizeNames, locale, line.size)}</bdi> × {line.quantity}
                    {line.exchange ? (
                      <>
                        {` ${forwardArrow(locale)} `}
                        <bdi>{termName(sizeNames, locale, line.exchange.size)}</bdi>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
              {request.refundCap > 0 ? <p>{request.refunded > 0 ? t.refundedSoFar(price(request.refunded)) : t.toRefund(price(request.refundCap))}</p> : null}
              {request.status === 'rejected' && request.rejectionReason ? <p>{t.rejectedBecause(request.rejectionReason)}</p> : null}
              {request.exchangeOrderId ? <Link to={path(`/order/${request.exchangeOrderId}`)}>{audience === 'staff' ? t.exchangeOrderStaff : t.exchangeOrder}</Link> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
