import { describe, expect, it } from 'vitest';
import { getToast } from 'remix-toast';
import { CmsError } from './cms.server';
import { argsFor } from '~/load-context.testing';
import { failAction, failActionTo, failAdminScreen, failInline, failScreen, failSession } from './errors.server';

const request = new Request('http://shop.test/admin/product/p1', { method: 'POST' });
const args = argsFor(request);

/** What a thrown or returned answer is, whichever it was. */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__pointe_toast='));
  return (await getToast(new Request('http://shop.test/', { headers: { Cookie: cookie ?? '' } }))).toast;
}

describe('the CMS failure policy', () => {
  it('makes a data screen fail with the CMS message and status, for the error boundary', async () => {
    const thrown = await outcome(() => failScreen(new CmsError(404, 'Order Not Found')));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe('Order Not Found');
  });

  it('lets anything that is not a CMS failure through as it is', async () => {
    const bug = new TypeError('bug');
    expect(await outcome(() => failScreen(bug))).toBe(bug);
    expect(await outcome(() => failAction(bug, {}))).toBe(bug);
    expect(await outcome(() => failInline(bug, {}))).toBe(bug);
  });

  it('sends an admin whose session the CMS refuses (401 or 403) to sign in, signed out, and back afterwards', async () => {
    for (const status of [401, 403]) {
      const thrown = (await outcome(() => failAdminScreen(args)(new CmsError(status, 'Not authorized')))) as Response;
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get('Location')).toBe('/signin?redirect=%2Fadmin%2Fproduct%2Fp1');
      expect(thrown.headers.getSetCookie().some((cookie) => cookie.startsWith('__pointe_session=;'))).toBe(true);
      expect(await toastOf(thrown)).toMatchObject({ type: 'error', message: 'Not authorized' });
    }
  });

  it("ends a shopper's session on a 401 only", async () => {
    expect(await outcome(() => failSession(new CmsError(403, 'Forbidden'), args, 'shopper'))).toBeUndefined();
    expect(((await outcome(() => failSession(new CmsError(401, 'Expired'), args, 'shopper'))) as Response).status).toBe(302);
  });

  it('answers an action with an error toast, the CMS status and the form values', async () => {
    const response = await failAction(new CmsError(409, 'Slug is already used'), { slug: 'wrap-skirt' });
    expect(response.init?.status).toBe(409);
    expect(response.data).toEqual({ values: { slug: 'wrap-skirt' }, errors: {}, toast: { type: 'error', message: 'Slug is already used' } });
  });

  it('without a session, a 401 is just a refusal (a wrong password on the sign-in form)', async () => {
    const response = await failAction(new CmsError(401, 'Invalid email or password', 'invalidCredentials'), { email: 'a@b.c' });
    expect(response.init?.status).toBe(401);
    expect(response.data.toast).toEqual({ type: 'error', message: 'Invalid email or password', code: 'invalidCredentials' });
  });

  it('carries the code and values of the CMS on the toast, and writes a redirect toast in Arabic from them', async () => {
    const refused = new CmsError(409, 'The slug "wrap-skirt" is already used by another product', 'slugTaken', { slug: 'wrap-skirt' });
    const response = await failAction(refused, { slug: 'wrap-skirt' });
    expect(response.data.toast).toEqual({ type: 'error', message: refused.message, code: 'slugTaken', params: { slug: 'wrap-skirt' } });
    const arabic = new Request('http://shop.test/ar/admin/products', { method: 'POST' });
    const redirect = await failActionTo(refused, '/ar/admin/products', argsFor(arabic));
    expect(await toastOf(redirect)).toMatchObject({ type: 'error', message: 'الرابط المختصر «wrap-skirt» مستخدم لمنتج آخر' });
  });

  it('keeps an Arabic page in Arabic: sign-in under /ar, and back to the /ar page', async () => {
    const arabic = new Request('http://shop.test/ar/order/o1', { method: 'POST' });
    const thrown = (await outcome(() => failSession(new CmsError(401, 'Expired'), argsFor(arabic), 'shopper'))) as Response;
    expect(thrown.headers.get('Location')).toBe('/ar/signin?redirect=%2Far%2Forder%2Fo1');
  });

  it('puts the toast on the redirect for actions that answer with one', async () => {
    const response = await failActionTo(new CmsError(409, 'This product has been ordered'), '/admin/products', args);
    expect(response.headers.get('Location')).toBe('/admin/products');
    expect(await toastOf(response)).toMatchObject({ type: 'error', message: 'This product has been ordered' });
  });

  it('shows the forgot and reset refusals inline', () => {
    const response = failInline(new CmsError(400, 'This reset link is invalid or has expired'), {});
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({ refusal: { message: 'This reset link is invalid or has expired' }, message: undefined });
  });
});
