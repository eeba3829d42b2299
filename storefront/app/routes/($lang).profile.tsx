import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { profileForm } from '@pointe/config';
import { FormPage, formStyles } from '~/components/shop/FormPage';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { failAction, invalidForm } from '~/lib/errors.server';
import { parseForm } from '~/lib/forms.server';
import { requireSignedIn, signInHeaders } from '~/lib/session.server';
import { updateProfile } from '~/models/user.server';
import { SHOP_NAME } from '~/strings';

export const meta: MetaFunction = () => [{ title: `Your Profile | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireSignedIn(request);
  return { name: user.name, email: user.email };
}

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireSignedIn(request);
  const form = await parseForm(request, profileForm);
  if (!form.ok) return invalidForm(form.values, form.errors);
  try {
    const { token: freshToken, ...user } = await updateProfile(form.data, token);
    return redirectWithSuccess('/profile', 'User updated successfully', { headers: await signInHeaders(request, { token: freshToken, user }) });
  } catch (error) {
    // A session ended elsewhere (e.g. by a password reset) goes to sign in again, then comes back.
    return failAction(error, form.values, { request, session: 'shopper' });
  }
}

export default function ProfilePage() {
  const user = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <FormPage title="User Profile" toast={result?.toast}>
      <Form method="post" className={formStyles.form} noValidate>
        <TextField label="Name" name="name" autoComplete="name" isRequired defaultValue={result?.values.name ?? user.name} errorMessage={result?.errors.name} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={result?.values.email ?? user.email}
          errorMessage={result?.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          description="Leave empty to keep your current password"
          errorMessage={result?.errors.password}
        />
        <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" errorMessage={result?.errors.confirmPassword} />
        <Button type="submit" isDisabled={busy}>
          Update
        </Button>
      </Form>
    </FormPage>
  );
}
