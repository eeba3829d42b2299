import { describe, expect, it } from 'vitest';
import { messageJson } from '@pointe/config';
import { expectContract } from '../helpers/contract';
import { address, createProduct, demoAdmin, newShopper, orderBody } from '../helpers/fixtures';
import { api, newClientIp } from '../helpers/http';

/**
 * Every refusal of ours carries its code and values (ADR 011), next to the English message the spec
 * prescribes, which stays exactly as it was. Exact answers here, written out by hand: the other API
 * tests compare with `refusal(message)`, which checks that the code and values write that message.
 */
describe('refusals carry their code and values next to the English message', () => {
  it('a sign-up the schema refuses', async () => {
    const response = await api('/api/users/signup', {
      method: 'POST',
      ip: newClientIp(),
      json: { name: 'Nour', email: 'short-password@example.com', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect(expectContract(messageJson, response.body)).toEqual({
      message: 'Password must be at least 8 characters',
      code: 'passwordTooShort',
      params: { min: 8 },
    });
  });

  it('a sign-up for an email that has an account', async () => {
    const shopper = await newShopper();
    const response = await api('/api/users/signup', { method: 'POST', ip: newClientIp(), json: { name: 'N', email: shopper.email, password: 'long enough 123' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists. Please sign in.', code: 'emailTaken' });
  });

  it('an order with a wrong mobile number, and one for more than the stock', async () => {
    const shopper = await newShopper();
    const product = await createProduct(100, [{ size: 'S', countInStock: 1 }]);
    const badMobile = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: { ...orderBody([{ product, size: 'S', quantity: 1 }]), shippingAddress: { ...address, mobileNumber: '0123' } },
    });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body).toEqual({ message: 'Invalid Mobile Number', code: 'invalidMobile' });

    const tooMany = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 2 }]) });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ message: 'Sorry. Product is out of stock', code: 'outOfStock' });
  });

  it('an unknown product, an unknown route, and an order without signing in', async () => {
    const product = await api('/api/products/no-such-product-id');
    expect(product.status).toBe(404);
    expect(product.body).toEqual({ message: 'Product Not Found', code: 'productNotFound' });

    const route = await api('/api/no-such-route');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ message: 'Not Found', code: 'notFound' });

    const anonymous = await api('/api/orders/mine');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue', code: 'signInToContinue' });
  });

  it('a refusal with values from a schema', async () => {
    const admin = await demoAdmin();
    const change = await api(`/api/orders/no-such-order/status`, { method: 'PUT', token: admin.token, json: { status: 'shipped' } });
    expect(change.status).toBe(400);
    expect(change.body).toEqual({
      message: 'A tracking number is required to mark an order shipped (or "manual" for our own delivery)',
      code: 'trackingNumberRequired',
      params: { manual: 'manual' },
    });
  });
});
