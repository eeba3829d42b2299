import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, CAIRO_ADDRESS, expect, fillShippingAddress, openPage, SHOPPER, test, tokenOf, uniqueMobile } from './fixtures';

/**
 * Cash-on-delivery risk rules (issue 22, ADR 019), at 360 px, with and without JavaScript (the two
 * projects): a number with 2 refused parcels is refused cash on delivery with the rule's words in
 * English and Arabic; the admin's order card shows "… 2 refused" and lifts the block; the order goes through.
 */
test.use({ viewport: { width: 360, height: 740 } });

const BLOCKED_EN = 'Cash on delivery is not available for this mobile number: deliveries to it were refused before. Please contact the shop.';
const BLOCKED_AR = 'الدفع عند الاستلام غير متاح لرقم الموبايل هذا: رُفض استلام شحنات سابقة عليه. يُرجى التواصل مع المتجر.';

const cms = () => process.env.E2E_CMS_URL!;

const call = async (token: string, path: string, method: string, body?: unknown) => {
  const response = await fetch(`${cms()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
};

/** A product of its own, and two parcels to a new number refused at the door (through the admin's life-cycle routes). */
async function numberWithTwoRefusals(label: string): Promise<{ mobile: string; slug: string; refusedNumbers: number[] }> {
  const [admin, shopper] = [await tokenOf(ADMIN), await tokenOf(SHOPPER)];
  const created = (await call(admin, '/api/products', 'POST')) as { product: { _id: string } };
  const slug = `cod-risk-leotard-${label}`.toLowerCase();
  await call(admin, `/api/products/${created.product._id}`, 'PUT', {
    name: `COD Risk Leotard ${label}`,
    slug,
    price: 300,
    image: [],
    category: 'Leotards',
    brand: 'Order Tests',
    description: 'For the COD rules.',
    sizes: [{ size: 'S', countInStock: 50 }],
  });
  const mobile = uniqueMobile();
  const refusedNumbers: number[] = [];
  for (let parcel = 0; parcel < 2; parcel += 1) {
    const placed = (await call(shopper, '/api/orders', 'POST', {
      orderItems: [{ _id: created.product._id, size: 'S', quantity: 1 }],
      shippingAddress: { ...CAIRO_ADDRESS, mobileNumber: mobile },
      paymentMethod: 'Cash On Delivery',
    })) as { order: { _id: string; orderNumber: number } };
    for (const step of [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'EG-COD' }, { status: 'refused' }]) {
      await call(admin, `/api/orders/${placed.order._id}/status`, 'PUT', step);
    }
    refusedNumbers.push(placed.order.orderNumber);
  }
  return { mobile, slug, refusedNumbers };
}

/** The cart holds one of the product, the address has the number, cash on delivery chosen: the place-order page. */
async function toPlaceOrder(page: Page, slug: string, mobile: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText('S', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.goto('/shipping');
  await fillShippingAddress(page, { ...CAIRO_ADDRESS, mobileNumber: mobile });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/placeorder$/);
}

test('a number with 2 refusals is refused cash on delivery in both languages; the admin lifts it and the order goes through', async ({ page, browser, baseURL }, testInfo) => {
  // Two shoppers' and a staff member's sessions, and five checkout pages: longer than one page's budget.
  test.setTimeout(180_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const { mobile, slug, refusedNumbers } = await numberWithTwoRefusals(`${testInfo.project.name}-${Date.now()}`);

  // The shopper, signed in, tries to place the order: refused with the rule's words, and no order.
  await page.goto('/signin');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByText(SHOPPER.name)).toBeVisible();
  await toPlaceOrder(page, slug, mobile);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(BLOCKED_EN).first()).toBeVisible();
  await expect(page).toHaveURL(/\/placeorder$/);

  // The same in Arabic, right to left.
  await page.goto('/ar/placeorder');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page.getByText(BLOCKED_AR).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/placeorder$/);

  // The admin's card for a refused order shows the number's history, and lifts the block.
  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto('/signin');
  await staff.getByLabel('Email').fill(ADMIN.email);
  await staff.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign In' }).click();
  await expect(staff.getByRole('banner').getByText(ADMIN.name)).toBeVisible();
  await staff.goto('/admin/orders?status=refused');
  const card = staff.getByRole('article', { name: `Order ${refusedNumbers[1]}` });
  await expect(card).toContainText('This number: 2 placed, 0 delivered, 2 refused');
  await expect(card).toContainText('Cash on delivery blocked');
  // axe runs in the page: only where JavaScript runs.
  if (javaScript) {
    const axe = await new AxeBuilder({ page: staff }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }

  // In Arabic too.
  await staff.goto('/ar/admin/orders?status=refused');
  await expect(staff.getByText('هذا الرقم: 2 طلب، 0 تم تسليمه، 2 مرفوض').first()).toBeVisible();
  await staff.goto('/admin/orders?status=refused');
  await staff.getByRole('article', { name: `Order ${refusedNumbers[1]}` }).getByRole('button', { name: 'Lift the block' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Block lifted for ${mobile}` })).toBeVisible();
  await expect(staff.getByRole('article', { name: `Order ${refusedNumbers[1]}` })).toContainText('Block lifted by staff');

  // The rules page lists the lifted number.
  await staff.goto('/admin/cod-rules');
  await expect(staff.getByRole('heading', { name: 'Cash on delivery rules', level: 1 })).toBeVisible();
  await expect(staff.getByRole('grid', { name: 'Lifted blocks' })).toContainText(mobile);
  await staff.context().close();

  // Now the order goes through.
  await page.goto('/placeorder');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
});

test('the rules page saves the rules and refuses bad ones with the field message', async ({ adminPage: page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/admin/cod-rules');
  const refusals = page.getByLabel('Refused deliveries that block a mobile number');
  await expect(refusals).toHaveValue('2');
  await refusals.fill('0');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Refusals must be a whole number from 1 to 99').first()).toBeVisible();
  await page.getByLabel('Refused deliveries that block a mobile number').fill('2');
  await page.getByLabel('Largest order total for cash on delivery (EGP)').fill('');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rules saved' })).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled !== false) {
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }
  await page.goto('/ar/admin/cod-rules');
  await expect(page.getByRole('heading', { name: 'قواعد الدفع عند الاستلام', level: 1 })).toBeVisible();
});
