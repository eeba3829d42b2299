import path from 'node:path';
import { ADMIN, expect, submitSignIn, test } from './fixtures';
import { PICTURE_TYPE_REFUSAL, errorJson } from '@pointe/config';
import { SEED_DIR } from '../../../scripts/seed/catalogue';

test('the product editor refuses a script dressed as a picture and keeps real pictures', async ({ page }) => {
  await page.goto('/signin?redirect=%2Fadmin%2Fproducts');
  await submitSignIn(page, ADMIN);
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();

  const pictures = page.getByRole('img', { name: /^Picture \d+$/ });
  const before = await pictures.count();
  const file = page.getByLabel(/Add a picture/);
  await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');

  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('alert(document.cookie)') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(errorJson(PICTURE_TYPE_REFUSAL).message)).toBeVisible();
  await expect(pictures).toHaveCount(before);

  await page.getByLabel(/Add a picture/).setInputFiles(path.join(SEED_DIR, 'images', 'camisole-leotard-in-black-1.webp'));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(pictures).toHaveCount(before + 1);
  await expect(pictures.last()).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
});
