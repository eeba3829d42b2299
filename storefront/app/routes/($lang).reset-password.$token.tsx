import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { resetPasswordForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { accountMessages } from '~/i18n/catalogues/account';
import { commonMessages } from '~/i18n/catalogues/common';
import { useErrorText } from '~/i18n/errors';
import { localeOfPath, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { NO_FIELD_ERRORS, failInline } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { resetPassword } from '~/models/user.server';

/** After a successful reset the shopper is sent to /signin after this long. */
const REDIRECT_AFTER_MS = 2000;

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [
    { title: `${accountMessages[locale].resetTitle} | ${commonMessages[locale].shopName}` },
    { name: 'robots', content: 'noindex' },
    // The token is in the URL: never send it on to another site. ('no-referrer' would also blank the
    // Origin of this page's own form post, which the CSRF check then refuses.)
    { name: 'referrer', content: 'same-origin' },
  ];
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await parseForm(request, resetPasswordForm);
  if (!form.ok) return data({ values: form.values, errors: form.errors, message: undefined, refusal: undefined }, { status: 400 });
  try {
    const message = await resetPassword(context.cms, params.token ?? '', form.data.password);
    return { values: form.values, errors: NO_FIELD_ERRORS, message, refusal: undefined };
  } catch (error) {
    return failInline(error, form.values);
  }
}

export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const words = useMessages(accountMessages);
  const path = usePath();
  const errorText = useErrorText();
  const errors = useFieldErrors(result?.errors);
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const done = Boolean(result?.message);
  const signIn = path('/signin');

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(signIn), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, signIn]);

  if (done) {
    return (
      <FormPage title={words.resetTitle}>
        {/* Without JavaScript, the browser follows this after 2 seconds; with it, only the timer above
            does (in <noscript>: a refresh React inserts is followed too, a full page load racing the
            timer's navigation and whatever the shopper types on the sign-in page meanwhile). */}
        <noscript>
          <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_MS / 1000};url=${signIn}`} />
        </noscript>
        <Alert tone="success">{words.passwordReset}</Alert>
        <p>
          {words.takingYouTo} <Link to={signIn}>{words.signInLower}</Link>…
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title={words.resetTitle}>
      {result?.refusal ? (
        <Alert>
          {errorText(result.refusal)} <Link to={path('/forgot-password')}>{words.askNewLink}</Link>
        </Alert>
      ) : null}
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label={words.newPassword} name="password" type="password" autoComplete="new-password" isRequired errorMessage={errors.password} />
        <TextField label={words.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" isRequired errorMessage={errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          {words.resetPassword}
        </Button>
      </Form>
    </FormPage>
  );
}
