import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { PASSWORD_MIN_LENGTH, safeRedirect, signupForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { failAction, invalidForm } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { getSignedIn, signInHeaders } from '~/lib/session.server';
import { signUp } from '~/models/user.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Create Account | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSignedIn(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await parseForm(request, signupForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    const { token, ...user } = await signUp(form.data, context.clientIp);
    return redirectWithSuccess(safeRedirect(form.values.redirect), `Welcome to ${SHOP_NAME}, ${user.name}!`, {
      headers: await signInHeaders(request, { token, user }),
    });
  } catch (error) {
    return failAction(error, form.values);
  }
}

export default function SignUpPage() {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));
  const busy = useNavigation().state === 'submitting';
  const keep = redirectTo === '/' ? '' : `?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <FormPage title="Create Account" toast={result?.toast}>
      <Form method="post" className={formStyles.form} noValidate>
        <input type="hidden" name="redirect" value={redirectTo} />
        <TextField label="Name" name="name" autoComplete="name" isRequired defaultValue={result?.values.name} errorMessage={result?.errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={result?.errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          isRequired
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          errorMessage={result?.errors.password}
        />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" isRequired errorMessage={result?.errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          Sign Up
        </Button>
      </Form>
      <div className={formStyles.links}>
        <span>
          Already have an account? <Link to={`/signin${keep}`}>Sign in</Link>
        </span>
      </div>
    </FormPage>
  );
}
