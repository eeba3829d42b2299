import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { PAYMENT_METHODS, fieldErrors, paymentForm } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { requirePaymentStep } from '~/lib/checkout.server';
import { sessionHeaders } from '~/lib/session.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Payment Method | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requirePaymentStep(request);
  return { saved: session.get('paymentMethod') ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requirePaymentStep(request);
  const parsed = paymentForm.safeParse({ paymentMethod: (await request.formData()).get('paymentMethod') ?? undefined });
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  session.set('paymentMethod', parsed.data.paymentMethod);
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
