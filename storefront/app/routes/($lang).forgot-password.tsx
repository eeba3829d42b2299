import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { forgotPasswordForm } from '@pointe/config';
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
import { requestPasswordReset } from '~/models/user.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].forgotTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** The server's answer is shown inline on this page, success or refusal. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await parseForm(request, forgotPasswordForm);
  if (!form.ok) return data({ values: form.values, errors: form.errors, message: undefined, refusal: undefined }, { status: 400 });
  try {
    const message = await requestPasswordReset(context.cms, form.data.email);
    return { values: form.values, errors: NO_FIELD_ERRORS, message, refusal: undefined };
  } catch (error) {
    return failInline(error, form.values);
  }
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const words = useMessages(accountMessages);
  const path = usePath();
  const errorText = useErrorText();
  const errors = useFieldErrors(result?.errors);
  const busy = useNavigation().state === 'submitting';
  return (
    <FormPage title={words.forgotTitle}>
      <p>{words.forgotIntro}</p>
      {/* The CMS answers the same words whoever asks (it never says whether the account exists): ours, in the page's language. */}
      {result?.message ? <Alert tone="success">{words.resetLinkSent}</Alert> : null}
      {result?.refusal ? <Alert>{errorText(result.refusal)}</Alert> : null}
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label={words.email} name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={errors.email} />
        <Button type="submit" isDisabled={busy}>
          {words.sendResetLink}
        </Button>
      </Form>
      <div className={formStyles.links}>
        <Link to={path('/signin')}>{words.backToSignIn}</Link>
      </div>
    </FormPage>
  );
}
