import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { paymentMethodNames, paymentOptionBody, type InstapayStatementJson, type PaymentOptionsJson, type PaymentSettlementJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { Field } from '~/components/ui/Field';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { ActionToast } from '~/components/ui/ActionToast';
import { adminMessages } from '~/i18n/catalogues/admin';
import { courierMessages } from '~/i18n/catalogues/courier';
import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, useLocale, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failActionTo, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { shopFieldErrors } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { applyBankStatement, getPaymentSettlement, listPaymentOptions, setPaymentOption } from '~/models/payment.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titlePayments} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const fail = failAdminScreen({ request, context });
  const [options, settlement] = await Promise.all([listPaymentOptions(cms).catch(fail), getPaymentSettlement(cms).catch(fail)]);
  return { methods: options.methods, settlement };
}

/** Staff switch an online method on or off, or change how long its orders are held (issue 40): plain forms. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const here = localePath(context.locale, '/admin/payments');
  const t = messagesFor(adminMessages, context.locale);
  const form = await request.formData();
  if (form.get('intent') === 'statement') {
    // The bank's statement is read by the CMS (its columns, its credit lines); its answer is shown here, not on a redirect.
    const file = form.get('statement');
    try {
      return { statement: await applyBankStatement(cms, file instanceof File ? await file.text() : '') };
    } catch (error) {
      return failAction(error, {}, { request, context, session: 'admin' });
    }
  }
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

/** What each provider collected, per day: the shop checks it against the payouts on its bank account. */
function SettlementPanel({ settlement }: { settlement: PaymentSettlementJson }) {
  const t = useMessages(adminMessages);
  const format = useFormat();
  return (
    <section className={styles.panel} aria-labelledby="settlement">
      <h2 id="settlement">{t.settlementHeading}</h2>
      <p>{t.settlementHint(settlement.days)}</p>
      <DataTable
        label={t.settlementHeading}
        rows={settlement.rows}
        rowKey={(row) => `${row.day} ${row.provider}`}
        empty={t.noSettlement}
        columns={[
          { id: 'day', label: t.day, cell: (row) => format.date(row.day), sortBy: (row) => row.day },
          { id: 'provider', label: t.settlementProvider, cell: (row) => t.providerNames[row.provider], sortBy: (row) => row.provider },
          { id: 'payments', label: t.settlementPayments, cell: (row) => format.number(row.payments), sortBy: (row) => row.payments },
          { id: 'paid', label: t.settlementPaid, cell: (row) => format.price(row.paid), sortBy: (row) => row.paid },
          { id: 'refunded', label: t.settlementRefunded, cell: (row) => format.price(row.refunded), sortBy: (row) => row.refunded },
          { id: 'net', label: t.settlementNet, cell: (row) => <strong>{format.price(row.net)}</strong>, sortBy: (row) => row.net },
        ]}
      />
    </section>
  );
}

/** Many InstaPay transfers at once: the bank's statement, and what it confirmed. */
function StatementPanel({ answer }: { answer: InstapayStatementJson | null }) {
  const t = useMessages(adminMessages);
  const { order: orderLabel } = useMessages(courierMessages);
  const { price } = useFormat();
  const path = usePath();
  const busy = useNavigation().state === 'submitting';
  // Each order the statement named, and what came for it.
  const received: Array<DataColumn<InstapayStatementJson['confirmed'][number]>> = [
    {
      id: 'order',
      label: orderLabel,
      cell: (row) => (
        <Link to={path(`/order/${row._id}`)}>
          <bdi>{row.orderNumber}</bdi>
        </Link>
      ),
    },
    { id: 'amount', label: t.statementAmount, cell: (row) => price(row.amount) },
  ];
  return (
    <section className={styles.panel} aria-labelledby="bank-statement">
      <h2 id="bank-statement">{t.statementHeading}</h2>
      <p>{t.statementHint}</p>
      <Form method="post" encType="multipart/form-data" className={styles.formGrid}>
        <input type="hidden" name="intent" value="statement" />
        <Field label={t.statementFile}>{(control) => <input {...control} type="file" name="statement" accept=".csv,text/csv,text/plain" />}</Field>
        <Button type="submit" isDisabled={busy}>
          {t.applyStatement}
        </Button>
      </Form>
      {answer ? (
        <>
          <p role="status">{t.statementResult(answer.confirmed.length, answer.differing.length, answer.unmatched)}</p>
          {answer.confirmed.length > 0 ? <DataTable label={t.statementConfirmed} rows={answer.confirmed} rowKey={(row) => row._id} empty="" columns={received} /> : null}
          {answer.differing.length > 0 ? (
            <DataTable
              label={t.statementDiffering}
              rows={answer.differing}
              rowKey={(row) => row._id}
              empty=""
              columns={[...received, { id: 'expected', label: t.statementExpected, cell: (row) => price(row.expected) }]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default function AdminPaymentsPage() {
  const { methods, settlement } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const form = result && 'values' in result ? result : undefined;
  const errors = useFieldErrors(form?.errors);
  const values: Record<string, string> | null = form?.values && 'method' in form.values ? form.values : null;
  const instapay = methods.find((option) => option.method === 'instapay');
  const t = useMessages(adminMessages);
  return (
    <div className={styles.page}>
      <h1>{t.titlePayments}</h1>
      <p>{t.paymentsHint}</p>
      {methods.map((option) => (
        <MethodPanel key={option.method} option={option} values={values?.method === option.method ? values : null} errors={values?.method === option.method ? errors : {}} />
      ))}
      {methods.some((option) => option.isOn) || settlement.rows.length > 0 ? <SettlementPanel settlement={settlement} /> : null}
      {instapay?.isOn ? <StatementPanel answer={result && 'statement' in result ? result.statement : null} /> : null}
      <ActionToast toast={form?.toast} />
    </div>
  );
}
