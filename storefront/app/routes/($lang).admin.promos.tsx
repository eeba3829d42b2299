import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { DISCOUNT_TYPES, promoCreateBody } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { ActionToast } from '~/components/ui/ActionToast';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { createPromo, listPromos } from '~/models/admin.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titlePromos} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return { promos: await listPromos(cms).catch(failAdminScreen({ request, context })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const form = await parseForm(request, promoCreateBody);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    await createPromo(cms, form.data);
  } catch (error) {
    return failAction(error, form.values, { request, context, session: 'admin' });
  }
  return redirectWithSuccess(localePath(context.locale, '/admin/promos'), messagesFor(adminMessages, context.locale).promoCreated);
}

export default function AdminPromosPage() {
  const { promos } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const values: Record<string, string> = result?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  const t = useMessages(adminMessages);
  const format = useFormat();
  const columns: Array<DataColumn<(typeof promos)[number]>> = [
    { id: 'code', label: t.code, cell: (promo) => <bdi>{promo.code}</bdi>, sortBy: (promo) => promo.code },
    {
      id: 'discount',
      label: t.discount,
      cell: (promo) => (promo.discountType === 'percentage' ? t.percentOff(format.number(promo.discountValue)) : format.price(promo.discountValue)),
    },
    {
      id: 'used',
      label: t.usedLimit,
      cell: (promo) => `${format.number(promo.usedCount)} / ${promo.usageLimit === null || promo.usageLimit === undefined ? '∞' : format.number(promo.usageLimit)}`,
      sortBy: (promo) => promo.usedCount,
    },
    { id: 'minimum', label: t.minimumOrderColumn, cell: (promo) => (promo.minimumOrder ? format.price(promo.minimumOrder) : '—'), sortBy: (promo) => promo.minimumOrder },
    { id: 'expires', label: t.expires, cell: (promo) => (promo.expiresAt ? format.date(promo.expiresAt) : t.never), sortBy: (promo) => promo.expiresAt },
  ];
  return (
    <div className={styles.page}>
      <h1>{t.promoCodes}</h1>
      <Form method="post" className={styles.formGrid} noValidate>
        <TextField label={t.code} name="code" defaultValue={values.code} errorMessage={errors.code} description={t.codeHint} isRequired />
        <NativeSelect
          label={t.type}
          name="discountType"
          options={DISCOUNT_TYPES}
          optionLabel={(type) => t.discountTypes[type] ?? type}
          defaultValue={values.discountType ?? 'percentage'}
          errorMessage={errors.discountType}
        />
        <TextField label={t.value} name="discountValue" inputMode="decimal" defaultValue={values.discountValue} errorMessage={errors.discountValue} description={t.valueHint} isRequired />
        <TextField label={t.expiresOn} name="expiresAt" type="date" defaultValue={values.expiresAt} errorMessage={errors.expiresAt} />
        <TextField label={t.usageLimit} name="usageLimit" inputMode="numeric" defaultValue={values.usageLimit} errorMessage={errors.usageLimit} />
        <TextField
          label={t.minimumOrder}
          name="minimumOrder"
          inputMode="decimal"
          defaultValue={values.minimumOrder}
          errorMessage={errors.minimumOrder}
          description={t.minimumOrderHint}
        />
        <Button type="submit" isDisabled={busy}>
          {t.createPromo}
        </Button>
      </Form>

      <section aria-labelledby="promo-list">
        <h2 id="promo-list">{t.allPromoCodes}</h2>
        {/* Every code is on the page: its columns sort in the browser, newest first from the server. */}
        <DataTable label={t.allPromoCodes} rows={promos} rowKey={(promo) => promo._id} empty={t.noPromoCodes} columns={columns} />
      </section>
      <ActionToast toast={result?.toast} />
    </div>
  );
}
