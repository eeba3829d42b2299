import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { profileForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { StoreCreditPanel } from '~/components/shop/StoreCredit';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { accountMessages } from '~/i18n/catalogues/account';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failScreen, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { requireSignedIn, signInHeaders } from '~/lib/session.server';
import { updateProfile } from '~/models/user.server';
import { getMyStoreCredit } from '~/models/store-credit.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].profileMetaTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, cms } = await requireSignedIn({ request, context });
  const credit = await getMyStoreCredit(cms).catch(failScreen);
  return { name: user.name, email: user.email, credit };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const { locale } = context;
  const form = await parseForm(request, profileForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    const { token: freshToken, ...user } = await updateProfile(cms, form.data);
    return redirectWithSuccess(localePath(locale, '/profile'), messagesFor(accountMessages, locale).profileUpdated, {
      headers: await signInHeaders({ request, context }, { token: freshToken, user }),
    });
  } catch (error) {
    // A session ended elsewhere (e.g. by a password reset) goes to sign in again, then comes back.
    return failAction(error, form.values, { request, context, session: 'shopper' });
  }
}

export default function ProfilePage() {
  const user = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useMessages(accountMessages);
  const errors = useFieldErrors(result?.errors);
  const busy = useNavigation().state === 'submitting';
  const sizeWords = useMessages(sizeGuideMessages);
  const path = usePath();
  return (
    <FormPage title={words.profileTitle} toast={result?.toast}>
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label={words.name} name="name" autoComplete="name" isRequired defaultValue={result?.values.name ?? user.name} errorMessage={errors.name} />
        <TextField
          label={words.email}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={result?.values.email ?? user.email}
          errorMessage={errors.email}
        />
        <TextField
          label={words.password}
          name="password"
          type="password"
          autoComplete="new-password"
          description={words.keepPasswordHint}
          errorMessage={errors.password}
        />
        <TextField label={words.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" errorMessage={errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          {words.update}
        </Button>
      </Form>
      <p>
        <Link to={path('/profile/measurements')}>{sizeWords.myMeasurements}</Link>
      </p>
      <StoreCreditPanel credit={user.credit} />
    </FormPage>
  );
}
