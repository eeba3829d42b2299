import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { safeRedirect, signinForm } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { accountMessages } from '~/i18n/catalogues/account';
import { savedToastMessages } from '~/i18n/catalogues/saved-toasts';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath, unlocalisedPath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { useRedirectTarget } from '~/lib/redirect-target';
import { getSignedIn, signInHeaders } from '~/lib/session.server';
import { saveAfterSignIn } from '~/models/saved.server';
import { signIn } from '~/models/user.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].signInTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await getSignedIn({ request, context });
  if (!signedIn) return { adminOnly: false };
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), localePath(context.locale, '/'));
  // A shopper sent here from an admin page stays, to sign in with an admin account (no redirect loop).
  if (unlocalisedPath(target).startsWith('/admin') && !signedIn.user.isAdmin) return { adminOnly: true };
  throw redirect(target);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const home = localePath(context.locale, '/');
  const form = await parseForm(request, signinForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    const { token, ...user } = await signIn(context.cms, form.data);
    const target = safeRedirect(form.values.redirect, home);
    const headers = await signInHeaders({ request, context }, { token, user });
    if (await saveAfterSignIn(context.cms.withToken(token), form.values.save)) {
      return redirectWithSuccess(target, messagesFor(savedToastMessages, context.locale).itemSavedShort, { headers });
    }
    return redirect(target, { headers });
  } catch (error) {
    return failAction(error, form.values);
  }
}

export default function SignInPage() {
  const { adminOnly } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useMessages(accountMessages);
  const path = usePath();
  const errors = useFieldErrors(result?.errors);
  const { redirectTo, save, keep } = useRedirectTarget();
  const busy = useNavigation().state === 'submitting';

  return (
    <>
      {unlocalisedPath(redirectTo) === '/shipping' ? <CheckoutSteps current="signIn" /> : null}
      <FormPage title={words.signInTitle} toast={result?.toast}>
        {adminOnly ? <Alert tone="info">{words.adminOnly}</Alert> : null}
        {save ? <Alert tone="info">{words.signInToSave}</Alert> : null}
        <Form method="post" className={formStyles.form} noValidate>
          <input type="hidden" name="redirect" value={redirectTo} />
          {save ? <input type="hidden" name="save" value={save} /> : null}
          <TextField label={words.email} name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={errors.email} />
          <TextField label={words.password} name="password" type="password" autoComplete="current-password" isRequired errorMessage={errors.password} />
          <Button type="submit" isDisabled={busy}>
            {words.signIn}
          </Button>
        </Form>
        <div className={formStyles.links}>
          <Link to={path('/forgot-password')}>{words.forgotLink}</Link>
          <span>
            {words.newCustomer} <Link to={path(`/signup${keep}`)}>{words.createAccountLink}</Link>
          </span>
        </div>
      </FormPage>
    </>
  );
}
