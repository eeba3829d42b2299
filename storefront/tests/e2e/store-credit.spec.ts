import { randomBytes } from 'node:crypto';
import { formatPrice } from '@pointe/config';
import { ADMIN, checkoutOneUnit, expect, signIn, test, type Account } from './fixtures';
import { cmsCall as cms } from './panel';

/**
 * Store credit (issue 23, ADR 024): staff grant a fresh shopper 100 EGP through the API; she sees it
 * on her profile, spends it at checkout with the plain form's checkbox, her order shows the credit
 * used and the cash left to pay on delivery, and her balance is 0. On a phone, with and without
 * JavaScript (the two projects), and one check in Arabic.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });


/** A fresh shopper, signed up through the CMS, with 100 EGP of store credit granted by the admin. */
async function shopperWithCredit(): Promise<Required<Account> & { token: string }> {
  const account = { name: 'Farida Credit', email: `credit-${randomBytes(4).toString('hex')}@example.com`, password: 'store-credit-2026' };
  const { token, _id } = await cms<{ token: string; _id: string }>('/api/users/signup', { method: 'POST', json: account });
  const admin = await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: ADMIN.email, password: ADMIN.password } });
  const granted = await cms<{ balance: number }>(`/api/users/${_id}/store-credit`, { method: 'POST', token: admin.token, json: { amount: 100, note: 'Sorry for the late parcel' } });
  expect(granted.balance).toBe(100);
  return { ...account, token };
}

test('she sees the credit on her profile, spends it at checkout, and the order says what is left to pay in cash', async ({ page }) => {
  test.setTimeout(180_000);
  const shopper = await shopperWithCredit();
  await signIn(page, shopper);

  await page.goto('/profile');
  const credit = page.getByRole('region', { name: 'Store credit' });
  await expect(credit).toContainText(`Your store credit balance: ${formatPrice(100)}`);
  await expect(credit.getByRole('listitem')).toHaveCount(1);
  await expect(credit.getByRole('listitem')).toContainText('From the shop');

  await checkoutOneUnit(page, 'convertible-tights-in-ballet-pink', 'XS');

  // The box is ticked: the summary shows the credit used and the rest to pay on delivery; unticked, the whole total.
  const useCredit = page.getByRole('checkbox', { name: `Use my store credit (${formatPrice(100)})` });
  await expect(useCredit).toBeChecked();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const shown = (words: string) => summary.getByText(words, { exact: true }).filter({ visible: true });
  await expect(shown('Store credit used')).toHaveCount(1);
  await expect(shown('To pay on delivery')).toHaveCount(1);
  await useCredit.uncheck();
  await expect(shown('Store credit used')).toHaveCount(0);
  await expect(shown('To pay on delivery')).toHaveCount(1);
  await useCredit.check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const orderId = page.url().split('/').at(-1)!;

  const order = await cms<{ totalPrice: number; storeCreditUsed: number; amountDue: number }>(`/api/orders/${orderId}`, { token: shopper.token });
  expect(order.storeCreditUsed).toBe(100);
  expect(order.amountDue).toBe(order.totalPrice - 100);
  const orderSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(orderSummary).toContainText(`Store credit used−${formatPrice(100)}`);
  await expect(orderSummary).toContainText(`To pay on delivery${formatPrice(order.amountDue)}`);
  await expect(orderSummary).toContainText(`Please have ${formatPrice(order.amountDue)} in cash ready on delivery.`);

  // Her balance is 0 now, with the spend on her profile (linked to the order).
  const after = await cms<{ balance: number }>('/api/users/me/store-credit', { token: shopper.token });
  expect(after.balance).toBe(0);
  await page.goto('/profile');
  await expect(credit).toContainText(`Your store credit balance: ${formatPrice(0)}`);
  await expect(credit.getByRole('listitem')).toHaveCount(2);
  await expect(credit.getByRole('listitem').first()).toContainText(`Spent on order`);
  await expect(credit.getByRole('listitem').first()).toContainText(`−${formatPrice(100)}`);

  // In Arabic, right to left, the same balance and the order's amounts.
  await page.goto('/ar/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicCredit = page.getByRole('region', { name: 'رصيد المتجر' });
  await expect(arabicCredit).toContainText(`رصيدك في المتجر: ${formatPrice(0, 'ar')}`);
  await page.goto(`/ar/order/${orderId}`);
  await expect(page.getByRole('complementary', { name: 'ملخص الطلب' })).toContainText(`المطلوب دفعه عند الاستلام${formatPrice(order.amountDue, 'ar')}`);
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
