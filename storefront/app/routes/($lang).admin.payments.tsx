import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { paymentMethodNames, paymentOptionBody, type PaymentOptionsJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { ActionToast } from '~/components/ui/ActionToast';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath, useLocale } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { shopFieldErrors } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { listPaymentOptions, setPaymentOption } from '~/models/payment.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titlePayments} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return { methods: (await listPaymentOptions(cms).catch(failAdminScreen({ request, context }))).methods };
}

/** Staff switch an online method on or off, or change how long its orders are held (issue 40): plain forms. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const here = localePath(context.locale, '/admin/payments');
  const t = messagesFor(adminMessages, context.locale);
  const form = await request.formData();
  const method = String(form.get('method') ?? '');
  const name = (paymentMethodNames[context.locale] as Record<string, string>)[method] ?? method;
  const switching = form.get('intent') === 'switch';
  const parsed = paymentOptionBody.safeParse(switching ? { isOn: form.get('isOn') } : { holdMinutes: form.get('holdMinutes') });
  if (!parsed.success) return invalidForm({ method, holdMinutes: String(form.get('holdMinutes') ?? '') }, shopFieldErrors(parsed.error));
  try {
    await setPaymentOption(cms, method, parsed.data);
  } catch (error) {
    return failActionTo(error, here, { request, context }, 'admin');
  }
  return redirectWithSuccess(here, !switching ? t.holdSaved(name) : parsed.data.isOn ? t.paymentSwitchedOn(name) : t.paymentSwitchedOff(name));
}

function MethodPanel({ option, values, errors }: { option: PaymentOptionsJson['methods'][number]; values: Record<string, string> | null; errors: Record<string, string | undefined> }) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const name = paymentMethodNames[locale][option.method];
  const headingId = `method-${option.method}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p>{option.isOn ? t.paymentOn : t.paymentOff}</p>
      {option.available || option.isOn ? (
        <Form method="post">
          <input type="hidden" name="intent" value="switch" />
          <input type="hidden" name="method" value={option.method} />
          <input type="hidden" name="isOn" value={String(!option.isOn)} />
          <Button type="submit" variant={option.isOn ? 'secondary' : 'primary'} isDisabled={busy}>
            {option.isOn ? t.switchOff(name) : t.switchOn(name)}
          </Button>
        </Form>
      ) : (
        <p>{t.paymentNeedsKeys}</p>
      )}
      <Form method="post" className={styles.formGrid} noValidate>
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="method" value={option.method} />
        <TextField label={t.holdMinutes} name="holdMinutes" inputMode="numeric" defaultValue={values?.holdMinutes ?? String(option.holdMinutes)} errorMessage={errors.holdMinutes} isRequired />
        <Button type="submit" variant="secondary" isDisabled={busy}>
          {t.saveHold(name)}
        </Button>
      </Form>
    </section>
  );
}

export default function AdminPaymentsPage() {
  const { methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const values: Record<string, string> | null = result?.values ?? null;
  const t = useMessages(adminMessages);
  return (
    <div className={styles.page}>
      <h1>{t.titlePayments}</h1>
      <p>{t.paymentsHint}</p>
      {methods.map((option) => (
        <MethodPanel key={option.method} option={option} values={values?.method === option.method ? values : null} errors={values?.method === option.method ? errors : {}} />
      ))}
      <ActionToast toast={result?.toast} />
    </div>
  );
}
