import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { OrderJson } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { AddressText, OrderLines } from '~/components/shop/OrderParts';
import { Price } from '~/components/shop/Price';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { accountMessages } from '~/i18n/catalogues/account';
import { commonMessages } from '~/i18n/catalogues/common';
import { selfConfirmMessages } from '~/i18n/catalogues/self-confirm';
import { useErrorText, type Refusal } from '~/i18n/errors';
import { localeOfPath, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { CmsError } from '~/lib/cms.server';
import { answerLinkedOrder, getLinkedOrder, isSelfConfirmIntent } from '~/models/order-link.server';

/**
 * The page of the signed link in the order-received email and SMS (ADR 018): the shopper sees her
 * order and confirms or cancels it, without signing in, with plain forms. A forged, expired or spent
 * link shows what happened, in the page's language, with the CMS's 4xx status; nothing is changed.
 */
export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [
    { title: `${selfConfirmMessages[locale].title} | ${commonMessages[locale].shopName}` },
    { name: 'robots', content: 'noindex' },
    // The token is in the URL: never send it on to another site (same-origin keeps the form's Origin for the CSRF check).
    { name: 'referrer', content: 'same-origin' },
  ];
};

type Answer = { order: OrderJson; refusal: null } | { order: null; refusal: Refusal };

/** A CMS refusal (4xx) becomes the page's own answer; anything else is a failure for the error page. */
const refused = (error: unknown) => {
  if (error instanceof CmsError && error.status >= 400 && error.status < 500) return data<Answer>({ order: null, refusal: error.refusal }, { status: error.status });
  throw error;
};

export async function loader({ params, context }: LoaderFunctionArgs) {
  return getLinkedOrder(context.cms, params.token ?? '').then((order) => data<Answer>({ order, refusal: null }), refused);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = (await request.formData()).get('intent');
  if (!isSelfConfirmIntent(intent)) return data<Answer>({ order: null, refusal: { message: 'Invalid input', code: 'invalidInput' } }, { status: 400 });
  return answerLinkedOrder(context.cms, params.token ?? '', intent).then((order) => data<Answer>({ order, refusal: null }), refused);
}

export default function SelfConfirmPage() {
  const shown = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const words = useMessages(selfConfirmMessages);
  const account = useMessages(accountMessages);
  const errorText = useErrorText();
  const path = usePath();
  const busy = useNavigation().state === 'submitting';
  const browse = (
    <p>
      <Link to={path('/')}>{words.browse}</Link>
    </p>
  );

  // After her answer (the link is spent now, so the page's own reading is refused): what she did.
  const result = answered ?? shown;
  if (result.refusal) {
    return (
      <FormPage title={words.problemTitle}>
        <Alert tone="danger">{errorText(result.refusal)}</Alert>
        {browse}
      </FormPage>
    );
  }
  const order = result.order;
  const number = <p>{words.orderNumber(String(order.orderNumber))}</p>;
  if (answered) {
    const confirmed = order.status === 'confirmed';
    return (
      <FormPage title={confirmed ? words.confirmedTitle : words.cancelledTitle}>
        {number}
        <Alert tone={confirmed ? 'success' : 'info'}>{confirmed ? words.confirmedBody : words.cancelledBody}</Alert>
        {browse}
      </FormPage>
    );
  }
  return (
    <FormPage title={words.title}>
      {number}
      <p>{words.intro}</p>
      <section aria-labelledby="confirm-items">
        <h2 id="confirm-items">{account.items}</h2>
        <OrderLines lines={order.orderItems} />
      </section>
      <section aria-labelledby="confirm-address">
        <h2 id="confirm-address">{account.shipping}</h2>
        <AddressText address={order.shippingAddress} />
      </section>
      <OrderSummary totals={order} />
      <p>
        {words.cashToPay}: <Price amount={order.amountDue ?? order.totalPrice} />
      </p>
      <Form method="post" className={formStyles.form}>
        <Button type="submit" name="intent" value="confirm" isDisabled={busy}>
          {words.confirm}
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="secondary" isDisabled={busy}>
          {words.cancel}
        </Button>
      </Form>
    </FormPage>
  );
}
