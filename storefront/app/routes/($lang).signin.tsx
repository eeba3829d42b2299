import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { safeRedirect, signinForm } from '@pointe/config';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { unlocalisedPath } from '~/i18n/locale';
import { failAction, invalidForm } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { getSignedIn, signInHeaders } from '~/lib/session.server';
import { signIn } from '~/models/user.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Sign In | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await getSignedIn(request);
  if (!signedIn) return { notice: null };
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  // A shopper sent here from an admin page (/admin/… or /ar/admin/…) stays, to sign in with an admin
  // account (no redirect loop).
  if (unlocalisedPath(target).startsWith('/admin') && !signedIn.user.isAdmin) {
    return { notice: 'That page is for shop admins. Sign in with an admin account to open it.' };
  }
  throw redirect(target);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await parseForm(request, signinForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    const { token, ...user } = await signIn(form.data, context.clientIp);
    return redirect(safeRedirect(form.values.redirect), { headers: await signInHeaders(request, { token, user }) });
  } catch (error) {
    return failAction(error, form.values);
  }
}

export default function SignInPage() {
  const { notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));
  const busy = useNavigation().state === 'submitting';
  const keep = redirectTo === '/' ? '' : `?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <>
      {redirectTo === '/shipping' ? <CheckoutSteps current="Sign-In" /> : null}
      <FormPage title="Sign In" toast={result?.toast}>
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        <Form method="post" className={formStyles.form} noValidate>
          <input type="hidden" name="redirect" value={redirectTo} />
          <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue={result?.values.email} errorMessage={result?.errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired errorMessage={result?.errors.password} />
          <Button type="submit" isDisabled={busy}>
            Sign In
          </Button>
        </Form>
        <div className={formStyles.links}>
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            New customer? <Link to={`/signup${keep}`}>Create your account</Link>
          </span>
        </div>
      </FormPage>
    </>
  );
}
