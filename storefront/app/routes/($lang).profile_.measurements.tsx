import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { MEASUREMENTS, givenMeasurements, measurementsForm, type Measurement } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { commonMessages } from '~/i18n/catalogues/common';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { requireSignedIn } from '~/lib/session.server';
import { getMyMeasurements, saveMyMeasurements } from '~/models/measurements.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${sizeGuideMessages[locale].myMeasurements} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** Her saved measurements as the form shows them (centimetres, as she would type them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const saved = await getMyMeasurements(cms).catch(failScreen);
  const values: Partial<Record<Measurement, string>> = {};
  for (const measurement of MEASUREMENTS) {
    const centimetres = saved[measurement];
    if (centimetres !== undefined) values[measurement] = String(centimetres);
  }
  return { values };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const { locale } = context;
  const form = await parseForm(request, measurementsForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    await saveMyMeasurements(cms, givenMeasurements(form.data));
    return redirectWithSuccess(localePath(locale, '/profile/measurements'), messagesFor(sizeGuideMessages, locale).measurementsSaved);
  } catch (error) {
    return failAction(error, form.values, { request, context, session: 'shopper' });
  }
}

/** The profile's measurements: saved in the CMS on her account, they preselect her size on product pages. */
export default function MeasurementsPage() {
  const saved = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const text = useMessages(sizeGuideMessages);
  const common = useMessages(commonMessages);
  const path = usePath();
  const errors = useFieldErrors(result?.errors);
  const busy = useNavigation().state === 'submitting';
  const typed: Partial<Record<string, string>> = result?.values ?? saved.values;
  return (
    <FormPage title={text.myMeasurements} toast={result?.toast}>
      <p>{text.myMeasurementsIntro}</p>
      <Form method="post" className={formStyles.form} noValidate>
        {MEASUREMENTS.map((measurement) => (
          <TextField
            key={measurement}
            label={text.inCentimetres(text.measurements[measurement])}
            name={measurement}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            defaultValue={typed[measurement] ?? ''}
            description={measurement === 'girth' ? text.girthHint : measurement === 'footLength' ? text.footLengthHint : undefined}
            errorMessage={errors[measurement]}
          />
        ))}
        <Button type="submit" isDisabled={busy}>
          {text.saveMeasurements}
        </Button>
      </Form>
      <p>
        <Link to={path('/profile')}>{common.userProfile}</Link>
      </p>
    </FormPage>
  );
}
