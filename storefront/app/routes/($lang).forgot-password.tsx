import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { forgotPasswordForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { NO_FIELD_ERRORS, failInline } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { requestPasswordReset } from '~/models/user.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Forgot Password | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The server's answer is shown inline on this page, success or refusal. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await parseForm(request, forgotPasswordForm);
  if (!form.ok) return data({ values: form.values, errors: form.errors, message: undefined, refusal: undefined }, { status: 400 });
  try {
    const message = await requestPasswordReset(form.data.email, context.clientIp);
    return { values: form.values, errors: NO_FIELD_ERRORS, message, refusal: undefined };
  } catch (error) {
    return failInline(error, form.values);
  }
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <FormPage title="Forgot Password">
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      {result?.message ? <Alert tone="success">{result.message}</Alert> : null}
      {result?.refusal ? <Alert>{result.refusal}</Alert> : null}
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={result?.errors.email} />
        <Button type="submit" isDisabled={busy}>
          Send Reset Link
        </Button>
      </Form>
      <div className={formStyles.links}>
        <Link to="/signin">Back to sign in</Link>
      </div>
    </FormPage>
  );
}
