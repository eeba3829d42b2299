import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { DISCOUNT_TYPES, formatMoney, promoCreateBody } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { Toast } from '~/components/ui/Toast';
import { failAction, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { formatDate } from '~/lib/dates';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { createPromo, listPromos } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import * as table from '~/styles/table.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Promo Codes | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  return { promos: await listPromos(token).catch(failAdminScreen(request)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const form = await parseForm(request, promoCreateBody);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    await createPromo(token, form.data);
  } catch (error) {
    return failAction(error, form.values, { request, session: 'admin' });
  }
  return redirectWithSuccess('/admin/promos', 'Promo code created!');
}

export default function AdminPromosPage() {
  const { promos } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const values: Record<string, string> = result?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.page}>
      <h1>Promo Codes</h1>
      <Form method="post" className={styles.formGrid} noValidate>
        <TextField label="Code" name="code" defaultValue={values.code} errorMessage={errors.code} description="Stored in capitals, e.g. SUMMER10" isRequired />
        <NativeSelect label="Type" name="discountType" options={DISCOUNT_TYPES} defaultValue={values.discountType ?? 'percentage'} errorMessage={errors.discountType} />
        <TextField label="Value" name="discountValue" inputMode="decimal" defaultValue={values.discountValue} errorMessage={errors.discountValue} description="A percentage (up to 100) or an amount in EGP" isRequired />
        <TextField label="Expires on (optional)" name="expiresAt" type="date" defaultValue={values.expiresAt} errorMessage={errors.expiresAt} />
        <TextField label="Usage limit (optional)" name="usageLimit" inputMode="numeric" defaultValue={values.usageLimit} errorMessage={errors.usageLimit} />
        <Button type="submit" isDisabled={busy}>
          Create Promo
        </Button>
      </Form>

      <section aria-labelledby="promo-list">
        <h2 id="promo-list">All promo codes</h2>
        {promos.length === 0 ? (
          <p>No promo codes yet.</p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Used / limit</th>
                  <th scope="col">Expires</th>
                </tr>
              </thead>
              <tbody>
                {promos.map((promo) => (
                  <tr key={promo._id}>
                    <td>{promo.code}</td>
                    <td>{promo.discountType === 'percentage' ? `${promo.discountValue} %` : formatMoney(promo.discountValue)}</td>
                    <td>
                      {promo.usedCount} / {promo.usageLimit ?? '∞'}
                    </td>
                    <td>{promo.expiresAt ? formatDate(promo.expiresAt) : 'Never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Toast toast={result?.toast} />
    </div>
  );
}
