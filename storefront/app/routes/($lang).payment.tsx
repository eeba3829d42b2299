import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { PAYMENT_METHODS, coded, isOnlinePaymentMethod, paymentForm, refusalJson, type OrderPaymentMethod } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { requirePaymentStep } from '~/lib/checkout.server';
import { invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { paymentOffer } from '~/models/payment.server';
import { useFormat } from '~/i18n/format';
import { parseForm } from '~/lib/forms.server';
import { changedSessionHeaders, sessionHeaders } from '~/lib/session.server';
import { Alert } from '~/components/ui/Alert';
import { useErrorText } from '~/i18n/errors';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${checkoutMessages[locale].paymentTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** Cash On Delivery, and the online methods staff switched on (issue 40; none in a new shop), with Cash On Delivery's fee (0: none). */
const methodsOffered = async (): Promise<{ methods: OrderPaymentMethod[]; codFee: number }> => {
  const offer = await paymentOffer();
  return { methods: [...PAYMENT_METHODS, ...offer.methods], codFee: offer.codFee };
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requirePaymentStep({ request, context });
  const { methods, codFee } = await methodsOffered();
  const saved = session.get('paymentMethod');
  // Said once: why cash on delivery was refused, beside the methods that answer it.
  const payFirstInstead = session.get('payFirstInstead') ?? null;
  if (payFirstInstead) session.unset('payFirstInstead');
  return data({ saved: saved && methods.includes(saved) ? saved : null, methods, codFee, payFirstInstead }, { headers: await changedSessionHeaders(session) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = await requirePaymentStep({ request, context });
  const form = await parseForm(request, paymentForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  // A method switched off since the page was shown (or never offered) is refused as the spec refuses any other.
  if (isOnlinePaymentMethod(form.data.paymentMethod) && !(await methodsOffered()).methods.includes(form.data.paymentMethod)) {
    return invalidForm(form.values, { paymentMethod: refusalJson(coded('paymentMethodRequired')) });
  }
  session.set('paymentMethod', form.data.paymentMethod);
  return redirect(localePath(context.locale, '/placeorder'), { headers: await sessionHeaders(session) });
}

export default function PaymentPage() {
  const { saved, methods, codFee, payFirstInstead } = useLoaderData<typeof loader>();
  const { price } = useFormat();
  const errorText = useErrorText();
  const result = useActionData<typeof action>();
  const words = useMessages(checkoutMessages);
  const errors = useFieldErrors(result?.errors);
  return (
    <>
      <CheckoutSteps current="payment" />
      <FormPage title={words.paymentTitle}>
        {payFirstInstead ? (
          <Alert tone="danger">
            {errorText(payFirstInstead)} {words.payFirstInstead}
          </Alert>
        ) : null}
        <Form method="post" className={formStyles.form} noValidate>
          <RadioGroup
            label={words.paymentMethod}
            name="paymentMethod"
            // The one method offered is chosen for her; "required" stays for a form sent without any.
            defaultValue={saved ?? (methods.length === 1 ? methods[0] : undefined)}
            options={methods.map((method) => ({ value: method, label: words.paymentMethods[method] }))}
            description={`${methods.length > 1 ? words.paymentHintOnline : words.paymentHint}${codFee > 0 ? ` ${words.codFeeHint(price(codFee))}` : ''}`}
            errorMessage={errors.paymentMethod}
          />
          <Button type="submit">{words.continue}</Button>
        </Form>
      </FormPage>
    </>
  );
}
