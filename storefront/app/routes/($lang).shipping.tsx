import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { GOVERNORATES, coded, deliveryDayRange, refusalJson, shippingAddressSchema } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { Field } from '~/components/ui/Field';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { requireShippingStep } from '~/lib/checkout.server';
import { invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { rememberDeliverTo } from '~/lib/deliver-to';
import { sessionHeaders } from '~/lib/session.server';
import { openGovernorates } from '~/models/shipping.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${checkoutMessages[locale].shippingTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireShippingStep({ request, context });
  const open = await openGovernorates();
  const isOpen = new Set<string>(open.map((governorate) => governorate.name));
  // Every governorate is listed: the open ones to choose, the others as "not delivered yet" (never silently missing).
  return {
    saved: session.get('shippingAddress') ?? null,
    governorates: open.map(({ name, nameAr, shippingPrice, deliveryDays }) => ({ name, nameAr, shippingPrice, deliveryDays })),
    closed: GOVERNORATES.filter((governorate) => !isOpen.has(governorate.name)).map(({ name, nameAr }) => ({ name, nameAr })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = await requireShippingStep({ request, context });
  // The shared schema reads a mobile number typed in Arabic-Indic digits as Latin digits.
  const form = await parseForm(request, shippingAddressSchema);
  if (!form.ok) return invalidForm(form.values, form.errors);
  // Only the open governorates are offered; one closed since the page was shown (or posted by hand)
  // is refused here, as the CMS would refuse the order.
  const open = await openGovernorates();
  if (!open.some((governorate) => governorate.name === form.data.city)) {
    return invalidForm(form.values, { city: refusalJson(coded('cityInvalid', { choices: open.map((governorate) => governorate.name).sort((a, b) => a.localeCompare(b, 'en')) })) });
  }
  session.set('shippingAddress', form.data);
  return redirect(localePath(context.locale, '/payment'), { headers: await sessionHeaders(session) });
}

const FIELDS = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'mobileNumber', autoComplete: 'tel', inputMode: 'numeric' },
  { name: 'streetName', autoComplete: 'address-line1' },
  { name: 'buildingNumber', autoComplete: 'off' },
  { name: 'apartmentNumber', autoComplete: 'address-line2' },
  // Optional lines Egyptian couriers ask for (issue 37).
  { name: 'floor', autoComplete: 'off', optional: true },
  { name: 'area', autoComplete: 'address-level3' },
  { name: 'landmark', autoComplete: 'off', optional: true },
] as const;

export default function ShippingPage() {
  const { saved, governorates, closed } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const format = useFormat();
  const result = useActionData<typeof action>();
  const words = useMessages(checkoutMessages);
  const shop = useMessages(shopMessages);
  const errors = useFieldErrors(result?.errors);
  const value = (name: keyof NonNullable<typeof saved>) => result?.values[name] ?? saved?.[name];
  return (
    <>
      <CheckoutSteps current="shipping" />
      <FormPage title={words.shippingTitle}>
        {/* Her governorate is remembered in this browser for the product pages' delivery promise. */}
        <Form method="post" className={formStyles.form} noValidate onSubmit={(event) => rememberDeliverTo(new FormData(event.currentTarget).get('city'))}>
          {/* Native inputs, as the city's select: react-aria's TextField cost ~10 % of this page's server
              render (its hooks and context providers per field) for what the browser does by itself. */}
          {FIELDS.map((field) => (
            <Field key={field.name} label={words.fields[field.name]} description={field.name === 'mobileNumber' ? words.mobileHint : undefined} errorMessage={errors[field.name]}>
              {(control) => (
                <input
                  {...control}
                  name={field.name}
                  type="text"
                  autoComplete={field.autoComplete}
                  inputMode={'inputMode' in field ? field.inputMode : undefined}
                  required={!('optional' in field)}
                  defaultValue={value(field.name)}
                />
              )}
            </Field>
          ))}
          {/* The governorates in the page's language, posted as the English name the schema knows. */}
          <NativeSelect
            label={words.city}
            name="city"
            options={governorates.map((governorate) => governorate.name)}
            unavailable={{ label: words.notDeliveredYet, options: closed.map((governorate) => governorate.name) }}
            optionLabel={(city) => {
              const open = governorates.find((entry) => entry.name === city);
              const governorate = open ?? closed.find((entry) => entry.name === city);
              const name = governorate && locale === 'ar' ? governorate.nameAr : city;
              if (!open) return name;
              // An open one with its promise: "Cairo · EGP 50.00 · 2–3 days".
              const { min, max } = deliveryDayRange(open.deliveryDays);
              return `${name} · ${format.price(open.shippingPrice)} · ${shop.days(format.number(min), format.number(max))}`;
            }}
            defaultValue={value('city')}
            errorMessage={errors.city}
            placeholder={words.chooseCity}
          />
          <Button type="submit">{words.continue}</Button>
        </Form>
      </FormPage>
    </>
  );
}
