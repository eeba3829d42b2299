import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { resetPasswordForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { NO_FIELD_ERRORS, failInline } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { resetPassword } from '~/models/user.server';
import { SHOP_NAME } from '~/strings';

/** After a successful reset the shopper is sent to /signin after this long. */
const REDIRECT_AFTER_MS = 2000;

export const meta: MetaFunction = () => [
  { title: `Reset Password | ${SHOP_NAME}` },
  { name: 'robots', content: 'noindex' },
  // The token is in the URL: never send it on to another site. ('no-referrer' would also blank the
  // Origin of this page's own form post, which the CSRF check then refuses.)
  { name: 'referrer', content: 'same-origin' },
];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await parseForm(request, resetPasswordForm);
  if (!form.ok) return data({ values: form.values, errors: form.errors, message: undefined, refusal: undefined }, { status: 400 });
  try {
    const message = await resetPassword(params.token ?? '', form.data.password, context.clientIp);
    return { values: form.values, errors: NO_FIELD_ERRORS, message, refusal: undefined };
  } catch (error) {
    return failInline(error, form.values);
  }
}

export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const done = Boolean(result?.message);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/signin'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <FormPage title="Reset Password">
        {/* Without JavaScript, the browser follows this after 2 seconds; with it, the timer above does. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_MS / 1000};url=/signin`} />
        <Alert tone="success">{result?.message}</Alert>
        <p>
          Taking you to <Link to="/signin">sign in</Link>…
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title="Reset Password">
      {result?.refusal ? (
        <Alert>
          {result.refusal} <Link to="/forgot-password">Ask for a new link</Link>
        </Alert>
      ) : null}
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label="New Password" name="password" type="password" autoComplete="new-password" isRequired errorMessage={result?.errors.password} />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" isRequired errorMessage={result?.errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          Reset Password
        </Button>
      </Form>
    </FormPage>
  );
}
