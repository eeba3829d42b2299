import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { redirectWithError, redirectWithSuccess } from 'remix-toast';
import {
  REFUND_METHODS,
  canChangeReturnStatus,
  firstIssue,
  mayRefund,
  refundBody,
  refundMethodNames,
  refusalJson,
  returnReasonNames,
  returnStatusBody,
  returnStatusNames,
  sizeNames,
  termName,
  type ReturnStatus,
} from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { commonMessages } from '~/i18n/catalogues/common';
import { returnsMessages } from '~/i18n/catalogues/returns';
import { localName } from '~/i18n/content';
import { errorTextFor } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { forwardArrow, localeOfPath, localePath, useLocale, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { forgetProductPages } from '~/models/product.server';
import { changeReturnStatus, getReturn, recordRefund } from '~/models/returns.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${returnsMessages[locale].queueTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return { request: await getReturn(cms, params.id ?? '').catch(failAdminScreen({ request, context })) };
}

/** The page's plain POST forms: a change of status (`intent=status`) or a refund (`intent=refund`), each with the version shown. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const id = params.id ?? '';
  const back = localePath(context.locale, `/admin/returns/${encodeURIComponent(id)}`);
  const t = messagesFor(returnsMessages, context.locale);
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  // The version and the amount are read by the shared schemas, as the CMS reads them (config's numbers.ts).
  const version = fields.version;
  try {
    if (fields.intent === 'refund') {
      const parsed = refundBody.safeParse({ version, method: fields.method, amount: fields.amount, reference: fields.reference });
      if (!parsed.success) return await redirectWithError(back, errorTextFor(context.locale, refusalJson(firstIssue(parsed.error))));
      await recordRefund(cms, id, parsed.data);
      return await redirectWithSuccess(back, t.refundRecorded);
    }
    const parsed = returnStatusBody.safeParse({ version, status: fields.status, reason: fields.reason });
    if (!parsed.success) return await redirectWithError(back, errorTextFor(context.locale, refusalJson(firstIssue(parsed.error))));
    const changed = await changeReturnStatus(cms, id, parsed.data);
    // Stock moved: the product pages show it.
    forgetProductPages([...changed.lines.map((line) => ({ _id: line.productId, slug: line.slug })), ...changed.lines.flatMap((line) => (line.exchange ? [{ _id: line.exchange.productId, slug: line.exchange.slug }] : []))]);
    return await redirectWithSuccess(back, t.changed);
  } catch (error) {
    return failActionTo(error, back, { request, context }, 'admin');
  }
}

function StatusButton({ version, status, label }: { version: number; status: ReturnStatus; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="status" value={status} />
      <Button type="submit">{label}</Button>
    </Form>
  );
}

export default function AdminReturnPage() {
  const { request } = useLoaderData<typeof loader>();
  const t = useMessages(returnsMessages);
  const locale = useLocale();
  const path = usePath();
  const { date, price } = useFormat();
  const may = (to: ReturnStatus) => canChangeReturnStatus(request.status, to);
  return (
    <div className={styles.page}>
      <h1>
        {t.queueTitle}: {t.order} <bdi>{request.orderNumber}</bdi>
      </h1>
      <p>
        <Link to={path(`/order/${request.orderId}`)}>
          {t.order} <bdi>{request.orderNumber}</bdi>
        </Link>
        {request.exchangeOrderId ? (
          <>
            {' · '}
            <Link to={path(`/order/${request.exchangeOrderId}`)}>{t.exchangeOrderStaff}</Link>
          </>
        ) : null}
      </p>
      <p>
        <strong>{returnStatusNames[locale][request.status]}</strong> · {returnReasonNames[locale][request.reason]}
        {request.reasonText ? (
          <>
            {': '}
            <bdi>{request.reasonText}</bdi>
          </>
        ) : null}
      </p>
      <ul>
        {request.lines.map((line) => (
          <li key={line.line}>
            {/* Names and sizes isolated, so the arrow and the sizes follow the page's direction (S ← M in Arabic). */}
            <bdi>{localName(line, locale)}</bdi> <bdi>{termName(sizeNames, locale, line.size)}</bdi> × {line.quantity} ({price(line.price)}) {forwardArrow(locale)}{' '}
            {line.exchange ? (
              <bdi>{`${line.exchange.productId === line.productId ? '' : `${localName(line.exchange, locale)} `}${termName(sizeNames, locale, line.exchange.size)}`}</bdi>
            ) : (
              t.refund
            )}
          </li>
        ))}
      </ul>
      <p>
        {t.cap(price(request.refundCap))} · {t.refundedSoFar(price(request.refunded))}
      </p>
      <section aria-labelledby="return-actions" className={styles.panel}>
        <h2 id="return-actions">{t.history}</h2>
        <ol>
          {request.events.map((event, index) => (
            <li key={index}>
              {date(event.at, true)}: {event.to ? returnStatusNames[locale][event.to] : t.recordRefund}
              {event.note ? (
                <>
                  {' '}
                  (<bdi>{event.note}</bdi>)
                </>
              ) : null}
            </li>
          ))}
        </ol>
        <div className={styles.rowActions}>
          {may('approved') ? <StatusButton version={request.version} status="approved" label={t.approve} /> : null}
          {may('picked-up') ? <StatusButton version={request.version} status="picked-up" label={t.pickedUp} /> : null}
          {may('received') ? <StatusButton version={request.version} status="received" label={t.received} /> : null}
        </div>
        {may('rejected') ? (
          <Form method="post" className={styles.formGrid}>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="version" value={request.version} />
            <input type="hidden" name="status" value="rejected" />
            <TextField label={t.rejectionReason} name="reason" isRequired />
            <Button type="submit" variant="secondary">
              {t.reject}
            </Button>
          </Form>
        ) : null}
        {mayRefund(request.status) ? (
          <Form method="post" className={styles.formGrid}>
            <h3>{t.recordRefund}</h3>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="version" value={request.version} />
            <NativeSelect label={t.method} name="method" options={REFUND_METHODS} defaultValue="cash" placeholder={null} optionLabel={(method) => refundMethodNames[locale][method as keyof (typeof refundMethodNames)['en']]} />
            <TextField label={t.amount} name="amount" inputMode="decimal" isRequired />
            <TextField label={t.reference} name="reference" />
            <Button type="submit">{t.record}</Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
