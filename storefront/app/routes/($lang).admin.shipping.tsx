import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { governorateBody, shippingZoneBody, type AdminShippingZoneJson } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { ActionToast } from '~/components/ui/ActionToast';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { localName } from '~/i18n/content';
import { localeOfPath, localePath, useLocale } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failActionTo, failAdminScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm, shopFieldErrors } from '~/lib/forms.server';
import { requireAdmin } from '~/lib/session.server';
import { listShippingZones, updateGovernorate, updateShippingZone } from '~/models/shipping.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleShipping} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  return { zones: (await listShippingZones(cms).catch(failAdminScreen({ request, context }))).zones };
}

/** Two plain forms per zone: its fee, threshold and days; and one button per governorate to open or close it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const here = localePath(context.locale, '/admin/shipping');
  const t = messagesFor(adminMessages, context.locale);
  const form = await request.clone().formData();
  const key = String(form.get('key') ?? '');
  const name = String(form.get('label') ?? key);
  if (form.get('intent') === 'governorate') {
    const parsed = governorateBody.safeParse({ isOpen: form.get('isOpen') });
    if (!parsed.success) return invalidForm({ key }, shopFieldErrors(parsed.error));
    try {
      await updateGovernorate(cms, key, parsed.data);
    } catch (error) {
      return failActionTo(error, here, { request, context }, 'admin');
    }
    return redirectWithSuccess(here, parsed.data.isOpen ? t.governorateOpened(name) : t.governorateClosedToast(name));
  }
  const parsed = await parseForm(request, shippingZoneBody);
  if (!parsed.ok) return invalidForm({ ...parsed.values, key }, parsed.errors);
  try {
    await updateShippingZone(cms, key, parsed.data);
  } catch (error) {
    return failAction(error, { ...parsed.values, key }, { request, context, session: 'admin' });
  }
  return redirectWithSuccess(here, t.zoneSaved(name));
}

function ZonePanel({ zone, values, errors }: { zone: AdminShippingZoneJson; values: Record<string, string> | null; errors: Record<string, string | undefined> }) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const zoneName = localName(zone, locale);
  const headingId = `zone-${zone.key}`;
  const value = (field: 'shippingPrice' | 'freeShippingAbove' | 'deliveryDays') => values?.[field] ?? String(zone[field]);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{zoneName}</h2>
      <Form method="post" className={styles.formGrid} noValidate>
        <input type="hidden" name="intent" value="zone" />
        <input type="hidden" name="key" value={zone.key} />
        <input type="hidden" name="label" value={zoneName} />
        <TextField label={t.zoneShippingPrice} name="shippingPrice" inputMode="decimal" defaultValue={value('shippingPrice')} errorMessage={errors.shippingPrice} isRequired />
        <TextField label={t.zoneFreeAbove} name="freeShippingAbove" inputMode="decimal" defaultValue={value('freeShippingAbove')} errorMessage={errors.freeShippingAbove} isRequired />
        <TextField label={t.zoneDeliveryDays} name="deliveryDays" inputMode="numeric" defaultValue={value('deliveryDays')} errorMessage={errors.deliveryDays} isRequired />
        <Button type="submit" isDisabled={busy}>
          {t.saveZone(zoneName)}
        </Button>
      </Form>
      <ul className={styles.images} aria-label={t.governoratesOf(zoneName)}>
        {zone.governorates.map((governorate) => {
          const name = localName(governorate, locale);
          return (
            <li key={governorate.key}>
              <Form method="post" className={styles.imageRow}>
                <input type="hidden" name="intent" value="governorate" />
                <input type="hidden" name="key" value={governorate.key} />
                <input type="hidden" name="label" value={name} />
                <input type="hidden" name="isOpen" value={String(!governorate.isOpen)} />
                <span>
                  {name}: {governorate.isOpen ? t.governorateOpen : t.governorateClosed}
                </span>
                <button type="submit" className={styles.formButton} disabled={busy}>
                  {governorate.isOpen ? t.closeGovernorate(name) : t.openGovernorate(name)}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function AdminShippingPage() {
  const { zones } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = useFieldErrors(result?.errors);
  const values: Record<string, string> | null = result?.values ?? null;
  const t = useMessages(adminMessages);
  return (
    <div className={styles.page}>
      <h1>{t.titleShipping}</h1>
      <p>{t.shippingHint}</p>
      {zones.map((zone) => (
        <ZonePanel key={zone.key} zone={zone} values={values?.key === zone.key ? values : null} errors={values?.key === zone.key ? errors : {}} />
      ))}
      <ActionToast toast={result?.toast} />
    </div>
  );
}
