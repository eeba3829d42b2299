import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { PASSWORD_MIN_LENGTH, safeRedirect, signupForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { accountMessages } from '~/i18n/catalogues/account';
import { savedToastMessages } from '~/i18n/catalogues/saved-toasts';
import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, invalidForm } from '~/lib/errors.server';
import { useFieldErrors } from '~/lib/forms';
import { parseForm } from '~/lib/forms.server';
import { useRedirectTarget } from '~/lib/redirect-target';
import { getSignedIn, signInHeaders } from '~/lib/session.server';
import { saveAfterSignIn } from '~/models/saved.server';
import { signUp } from '~/models/user.server';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].signUpTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const home = localePath(context.locale, '/');
  if (await getSignedIn({ request, context })) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), home));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const form = await parseForm(request, signupForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    // The language the shopper signed up in: the CMS writes their emails in it.
    const { token, ...user } = await signUp(context.cms, { ...form.data, locale });
    const welcome = messagesFor(accountMessages, locale).welcome(messagesFor(commonMessages, locale).shopName, user.name);
    const saved = await saveAfterSignIn(context.cms.withToken(token), form.values.save);
    const toast = saved ? `${welcome} ${messagesFor(savedToastMessages, locale).itemSavedShort}` : welcome;
    return redirectWithSuccess(safeRedirect(form.values.redirect, localePath(locale, '/')), toast, {
      headers: await signInHeaders({ request, context }, { token, user }),
    });
  } catch (error) {
    return failAction(error, form.values);
  }
}

export default function SignUpPage() {
  const result = useActionData<typeof action>();
  const words = useMessages(accountMessages);
  const path = usePath();
  const { number } = useFormat();
  const errors = useFieldErrors(result?.errors);
  const { redirectTo, save, keep } = useRedirectTarget();
  const busy = useNavigation().state === 'submitting';

  return (
    <FormPage title={words.signUpTitle} toast={result?.toast}>
      {save ? <Alert tone="info">{words.signInToSave}</Alert> : null}
      <Form method="post" className={formStyles.form} noValidate>
        <input type="hidden" name="redirect" value={redirectTo} />
        {save ? <input type="hidden" name="save" value={save} /> : null}
        <TextField label={words.name} name="name" autoComplete="name" isRequired defaultValue={result?.values.name} errorMessage={errors.name} />
        <TextField label={words.email} name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={errors.email} />
        <TextField
          label={words.password}
          name="password"
          type="password"
          autoComplete="new-password"
          isRequired
          description={words.passwordHint(number(PASSWORD_MIN_LENGTH))}
          errorMessage={errors.password}
        />
        <TextField label={words.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" isRequired errorMessage={errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          {words.signUp}
        </Button>
      </Form>
      <div className={formStyles.links}>
        <span>
          {words.haveAccount} <Link to={path(`/signin${keep}`)}>{words.signInLink}</Link>
        </span>
      </div>
    </FormPage>
  );
}
