import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { PAYMENT_METHODS, paymentForm } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { requirePaymentStep } from '~/lib/checkout.server';
import { invalidForm } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { sessionHeaders } from '~/lib/session.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Payment Method | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requirePaymentStep(request);
  return { saved: session.get('paymentMethod') ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requirePaymentStep(request);
  const form = await parseForm(request, paymentForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  session.set('paymentMethod', form.data.paymentMethod);
  return redirect('/placeorder', { headers: await sessionHeaders(session) });
}

export default function PaymentPage() {
  const { saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <CheckoutSteps current="Payment" />
      <FormPage title="Payment Method">
        <Form method="post" className={formStyles.form} noValidate>
          <RadioGroup
            label="Payment method"
            name="paymentMethod"
            defaultValue={saved ?? undefined}
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: method }))}
            description="Pay in cash when your order is delivered."
            errorMessage={result?.errors.paymentMethod}
          />
          <Button type="submit">Continue</Button>
        </Form>
      </FormPage>
    </>
  );
}
