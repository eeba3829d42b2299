import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { MONEY_DECIMALS, formatPrice, readStrictNumber, settlementForm } from '@pointe/config';
import { ActionToast } from '~/components/ui/ActionToast';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { Field } from '~/components/ui/Field';
import { TextArea } from '~/components/ui/TextArea';
import { TextField } from '~/components/ui/TextField';
import { commonMessages } from '~/i18n/catalogues/common';
import { courierMessages } from '~/i18n/catalogues/courier';
import { useErrorText } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { shopFieldErrors } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { getCourierCash, listSettlements, recordSettlement } from '~/models/courier.server';
import * as styles from './admin.css';

/** A courier's CSV is small (order number and amount per line): the CMS takes 100,000 characters. */
const MAX_CSV_BYTES = 100_000;

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(courierMessages, locale).title} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const fail = failAdminScreen({ request, context });
  const [list, cash] = await Promise.all([listSettlements(cms).catch(fail), getCourierCash(cms).catch(fail)]);
  return { settlements: list.settlements, differences: cash.differences };
}

/** Order numbers typed in, or a courier's CSV file: the CMS checks either against the cash collected. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const file = form.get('csvFile');
  const t = messagesFor(courierMessages, context.locale);
  try {
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_CSV_BYTES) return invalidForm(values, { csvFile: { message: 'CSV line 1 must be an order number and an amount', code: 'settlementCsvInvalid', params: { line: 1 } } });
      const { courier = '', settledOn = '', amount = '', note = '' } = values;
      // The shop's one strict number reading; anything else is sent as no amount, which the CMS refuses.
      const read = readStrictNumber(amount, { decimals: MONEY_DECIMALS });
      const result = await recordSettlement(cms, { courier, settledOn, amount: read.ok ? read.value : Number.NaN, note, csv: await file.text() });
      return redirectWithSuccess(localePath(context.locale, '/admin/settlements'), t.recorded(formatPrice(result.settlement.amount, context.locale)));
    }
    const parsed = settlementForm.safeParse(values);
    if (!parsed.success) return invalidForm(values, shopFieldErrors(parsed.error));
    const { lines: _lines, ...body } = parsed.data;
    const result = await recordSettlement(cms, body);
    return redirectWithSuccess(localePath(context.locale, '/admin/settlements'), t.recorded(formatPrice(result.settlement.amount, context.locale)));
  } catch (error) {
    return failAction(error, values, { request, context, session: 'admin' });
  }
}

export default function AdminSettlementsPage() {
  const { settlements, differences } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const errorText = useErrorText();
  const values: Record<string, string> = result?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  const t = useMessages(courierMessages);
  const format = useFormat();
  const path = usePath();
  const refusal = result?.toast?.type === 'error' ? result.toast : undefined;
  const settlementColumns: Array<DataColumn<(typeof settlements)[number]>> = [
    { id: 'settledOn', label: t.settledOn, cell: (settlement) => format.date(settlement.settledOn), sortBy: (settlement) => settlement.settledOn },
    { id: 'courier', label: t.courier, cell: (settlement) => <bdi>{settlement.courier}</bdi>, sortBy: (settlement) => settlement.courier },
    { id: 'amount', label: t.amount, cell: (settlement) => format.price(settlement.amount), sortBy: (settlement) => settlement.amount },
    {
      id: 'difference',
      label: t.difference,
      cell: (settlement) => (settlement.difference ? <strong>{format.price(settlement.difference)}</strong> : '—'),
      sortBy: (settlement) => settlement.difference || null,
    },
    { id: 'orders', label: t.orders, cell: (settlement) => <bdi>{settlement.orderNumbers.join(', ')}</bdi> },
  ];
  const differenceColumns: Array<DataColumn<(typeof differences)[number]>> = [
    {
      id: 'order',
      label: t.order,
      cell: (row) => (
        <Link to={path(`/order/${row._id}`)}>
          <bdi>{row.orderNumber}</bdi>
        </Link>
      ),
      sortBy: (row) => row.orderNumber,
    },
    { id: 'courier', label: t.courier, cell: (row) => <bdi>{row.courier}</bdi>, sortBy: (row) => row.courier },
    { id: 'due', label: t.due, cell: (row) => format.price(row.cashExpected), sortBy: (row) => row.cashExpected },
    { id: 'collected', label: t.collected, cell: (row) => format.price(row.cashCollected), sortBy: (row) => row.cashCollected },
    {
      id: 'difference',
      label: t.difference,
      cell: (row) => <strong>{(row.difference < 0 ? t.cashShort : t.cashOver)(format.price(Math.abs(row.difference)), format.price(row.cashExpected))}</strong>,
      sortBy: (row) => row.difference,
    },
    { id: 'settled', label: t.settled, cell: (row) => (row.settled ? t.yes : t.no) },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <section aria-labelledby="record-settlement" className={styles.panel}>
        <h2 id="record-settlement">{t.recordSettlement}</h2>
        <p>{t.recordHint}</p>
        {refusal ? (
          <Alert>
            {t.refused} {errorText(refusal)}
          </Alert>
        ) : null}
        <Form method="post" encType="multipart/form-data" className={styles.formGrid} noValidate>
          <TextField label={t.courier} name="courier" defaultValue={values.courier} errorMessage={errors.courier} description={t.courierHint} isRequired />
          <TextField label={t.settledOn} name="settledOn" type="date" defaultValue={values.settledOn} errorMessage={errors.settledOn} isRequired />
          <TextField label={t.amount} name="amount" inputMode="decimal" defaultValue={values.amount} errorMessage={errors.amount} isRequired />
          <TextArea label={t.orderNumbers} name="orderNumbers" rows={3} defaultValue={values.orderNumbers} errorMessage={errors.orderNumbers} description={t.orderNumbersHint} />
          <Field label={t.csvFile} description={t.csvHint} errorMessage={errors.csvFile}>
            {(control) => <input {...control} type="file" name="csvFile" accept=".csv,text/csv,text/plain" />}
          </Field>
          <TextField label={t.note} name="note" defaultValue={values.note} errorMessage={errors.note} />
          <Button type="submit" isDisabled={busy}>
            {t.record}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="settlement-list">
        <h2 id="settlement-list">{t.allSettlements}</h2>
        {/* The newest settlements, all on the page: their columns sort in the browser. */}
        <DataTable label={t.allSettlements} rows={settlements} rowKey={(settlement) => settlement._id} empty={t.noSettlements} columns={settlementColumns} />
      </section>
      <section aria-labelledby="cash-differences">
        <h2 id="cash-differences">{t.differencesHeading}</h2>
        <p>{t.differencesHint}</p>
        <DataTable label={t.differencesHeading} rows={differences} rowKey={(row) => row._id} empty={t.noDifferences} columns={differenceColumns} />
      </section>
      <ActionToast toast={result?.toast} />
    </div>
  );
}
