import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CITIES, shippingAddressSchema } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { requireShippingStep } from '~/lib/checkout.server';
import { invalidForm } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { sessionHeaders } from '~/lib/session.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Shipping Address | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireShippingStep(request);
  return { saved: session.get('shippingAddress') ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireShippingStep(request);
  const form = await parseForm(request, shippingAddressSchema);
  if (!form.ok) return invalidForm(form.values, form.errors);
  session.set('shippingAddress', form.data);
  return redirect('/payment', { headers: await sessionHeaders(session) });
}

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'mobileNumber', label: 'Mobile Number', autoComplete: 'tel', inputMode: 'numeric', description: '11 digits, starting with 01' },
  { name: 'streetName', label: 'Street Name', autoComplete: 'address-line1' },
  { name: 'buildingNumber', label: 'Building Number', autoComplete: 'off' },
  { name: 'apartmentNumber', label: 'Apartment Number', autoComplete: 'address-line2' },
  { name: 'area', label: 'Area', autoComplete: 'address-level3' },
] as const;

export default function ShippingPage() {
  const { saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const value = (name: keyof NonNullable<typeof saved>) => result?.values[name] ?? saved?.[name];
  return (
    <>
      <CheckoutSteps current="Shipping" />
      <FormPage title="Shipping Address">
        <Form method="post" className={formStyles.form} noValidate>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              autoComplete={field.autoComplete}
              inputMode={'inputMode' in field ? field.inputMode : undefined}
              description={'description' in field ? field.description : undefined}
              isRequired
              defaultValue={value(field.name)}
              errorMessage={result?.errors[field.name]}
            />
          ))}
          <NativeSelect label="City" name="city" options={CITIES} defaultValue={value('city')} errorMessage={result?.errors.city} placeholder="Choose your city" />
          <Button type="submit">Continue</Button>
        </Form>
      </FormPage>
    </>
  );
}
