/**
 * A signed-in shopper for the page benchmarks: the demo shopper signs in through the storefront's own
 * form, puts three products in the cart, and fills in the address and payment method, so every
 * checkout page renders (none redirects). Only the session cookie is kept (a toast cookie would make
 * every page personal).
 */
import { CITIES, PAYMENT_METHODS, productListJson } from '@pointe/config';

const SESSION_COOKIE = '__pointe_session';

export const BENCH_SHOPPER = { email: 'shopper@pointe.test', password: 'pointe-shopper-2026', name: 'Salma Hassan' };

export async function signedInShopper(storefrontUrl: string, cmsUrl: string): Promise<{ cookie: string; productSlugs: string[] }> {
  let cookie = '';
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(`${storefrontUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: storefrontUrl, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    await response.arrayBuffer();
    if (response.status !== 302) throw new Error(`POST ${path} answered ${response.status}, not a redirect`);
    const session = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (session) cookie = session.split(';')[0]!;
  };

  await post('/signin', { email: BENCH_SHOPPER.email, password: BENCH_SHOPPER.password, redirect: '/' });
  const products = productListJson.parse(await fetch(`${cmsUrl}/api/products`).then((response) => response.json()));
  const inStock = products.filter((product) => product.sizes.some((size) => size.countInStock > 0)).slice(0, 3);
  if (inStock.length < 3) throw new Error('The catalogue needs three products in stock');
  for (const product of inStock) {
    const size = product.sizes.find((entry) => entry.countInStock > 0)!.size;
    await post(`/product/${product.slug}`, { size, quantity: '1' });
  }
  await post('/shipping', {
    fullName: BENCH_SHOPPER.name,
    mobileNumber: '01012345678',
    streetName: '26th of July Street',
    buildingNumber: '15',
    apartmentNumber: '7',
    area: 'Zamalek',
    city: CITIES[0],
  });
  await post('/payment', { paymentMethod: PAYMENT_METHODS[0] });
  return { cookie, productSlugs: inStock.map((product) => product.slug) };
}
