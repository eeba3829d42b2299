// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productUpdateBody } from '@pointe/config';
import { CmsClient, CmsError } from '~/lib/cms.server';
import { argsFor, withContext } from '~/load-context.testing';
import EditProductPage, { action, loader } from './($lang).admin.product.$id';

vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const { CmsClient } = await import('~/lib/cms.server');
  return {
    ...(await importOriginal()),
    requireAdmin: vi.fn(async () => ({ token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } })),
  };
});
vi.mock('~/models/product.server', () => ({
  listCategories: vi.fn(async () => [{ name: 'Leotards', nameAr: null }, { name: 'Skirts', nameAr: null }]),
  getProductById: vi.fn(async (id: string) => ({
    _id: id,
    name: 'Wrap Skirt',
    slug: 'wrap-skirt',
    price: 450,
    category: 'Skirts',
    brand: 'Pointe',
    description: 'Chiffon wrap skirt',
    nameAr: null,
    descriptionAr: 'تنورة شيفون ملفوفة',
    image: ['/uploads/front.webp', '/uploads/back.webp'],
    sizes: [{ size: 'XS', countInStock: 4 }],
  })),
}));
vi.mock('~/models/admin.server', () => ({
  updateProduct: vi.fn(),
  uploadProductImage: vi.fn(),
  listProductFamilies: vi.fn(async () => [
    { _id: 'f1', name: 'Camisole leotard', products: 3 },
    { _id: 'f2', name: 'Chiffon wrap skirt', products: 2 },
  ]),
}));

const { updateProduct } = await import('~/models/admin.server');

function renderEditor(url = '/admin/product/p1') {
  const Stub = createRemixStub([
    { path: '/admin/product/:id', Component: EditProductPage, loader: withContext(loader), action: withContext(action) },
    { path: '/ar/admin/product/:id', Component: EditProductPage, loader: withContext(loader), action: withContext(action) },
    { path: '/signin', Component: () => <h1>Sign In</h1> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const pictureSource = (position: number) => screen.getByRole('img', { name: `Picture ${position}` }).getAttribute('src');

beforeEach(() => vi.mocked(updateProduct).mockReset());
afterEach(() => cleanup());

describe('the product editor', () => {
  it('moves pictures and adds size rows without saving anything', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Move picture 2 up' }));
    await vi.waitFor(() => expect(pictureSource(1)).toBe('/uploads/back.webp'));
    expect(pictureSource(2)).toBe('/uploads/front.webp');
    expect(screen.getByRole('button', { name: 'Move picture 1 up' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add size' }));
    const second = await screen.findByLabelText('Size 2');
    expect((second as HTMLSelectElement).value).toBe('S');
    expect((screen.getByLabelText('Stock 2') as HTMLInputElement).value).toBe('0');
    // What was typed before pressing a row button is kept.
    expect((screen.getByLabelText('Stock 1') as HTMLInputElement).value).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'Picture 2' })).toBeNull());
    expect(updateProduct).not.toHaveBeenCalled();
  });

  it('shows the schema message under the field and keeps the draft', async () => {
    renderEditor();
    const price = await screen.findByLabelText('Price (EGP)');
    fireEvent.change(price, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Price must be 0 or more')).toBeTruthy();
    expect(screen.getByLabelText('Price (EGP)').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Price (EGP)') as HTMLInputElement).value).toBe('-3');
    expect(updateProduct).not.toHaveBeenCalled();
  });

  it('saves the draft as typed, in order, and shows a CMS refusal as an error toast', async () => {
    vi.mocked(updateProduct).mockRejectedValueOnce(new CmsError(409, 'Slug is already used by another product'));
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Wrap Skirt Long' } });
    fireEvent.change(screen.getByLabelText('Name (Arabic)'), { target: { value: '  تنورة ملفوفة طويلة ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Slug is already used by another product')).toBeTruthy();
    expect(vi.mocked(updateProduct)).toHaveBeenCalledWith(new CmsClient({ token: 'admin-token' }), 'p1', {
      name: 'Wrap Skirt Long',
      slug: 'wrap-skirt',
      price: 450,
      category: 'Skirts',
      brand: 'Pointe',
      description: 'Chiffon wrap skirt',
      nameAr: 'تنورة ملفوفة طويلة',
      descriptionAr: 'تنورة شيفون ملفوفة',
      image: ['/uploads/front.webp', '/uploads/back.webp'],
      sizes: [{ size: 'XS', countInStock: 4 }],
      colour: '',
      colourAr: '',
      swatch: '',
      family: '',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wrap Skirt Long');
  });

  it('sets the colour, the swatch and the family (chosen, or a new one by name), and shows a bad swatch under its field', async () => {
    vi.mocked(updateProduct).mockResolvedValue({} as never);
    renderEditor();
    const family = (await screen.findByLabelText('Colour family')) as HTMLSelectElement;
    expect([...family.options].map((option) => option.text)).toEqual(['None', 'Camisole leotard', 'Chiffon wrap skirt']);
    fireEvent.change(screen.getByLabelText('Colour (English)'), { target: { value: 'Black' } });
    fireEvent.change(screen.getByLabelText('Colour (Arabic)'), { target: { value: 'أسود' } });
    fireEvent.change(screen.getByLabelText('Swatch'), { target: { value: 'black' } });
    fireEvent.change(family, { target: { value: 'Chiffon wrap skirt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Swatch must be a colour written #rrggbb, e.g. #1f1d24')).toBeTruthy();
    expect(screen.getByLabelText('Swatch').getAttribute('aria-invalid')).toBe('true');
    expect(updateProduct).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Swatch'), { target: { value: '#232127' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(vi.mocked(updateProduct)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateProduct).mock.calls[0]![2]).toMatchObject({ colour: 'Black', colourAr: 'أسود', swatch: '#232127', familyName: 'Chiffon wrap skirt' });
    expect(vi.mocked(updateProduct).mock.calls[0]![2]).not.toHaveProperty('family');
  });

  it('makes a new family from the name typed, whatever family is chosen', async () => {
    vi.mocked(updateProduct).mockResolvedValue({} as never);
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Or a new family (its name)'), { target: { value: 'Wrap skirt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(vi.mocked(updateProduct)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateProduct).mock.calls[0]![2]).toMatchObject({ familyName: 'Wrap skirt' });
  });

  it('edits the Arabic name and description right to left, in an Arabic editor at /ar/admin/product/:id', async () => {
    renderEditor('/ar/admin/product/p1');
    expect(await screen.findByRole('heading', { name: 'تعديل المنتج' })).toBeTruthy();
    const name = screen.getByLabelText('الاسم بالعربية') as HTMLInputElement;
    const description = screen.getByLabelText('الوصف بالعربية') as HTMLTextAreaElement;
    for (const field of [name, description]) {
      expect(field.getAttribute('dir')).toBe('rtl');
      expect(field.getAttribute('lang')).toBe('ar');
    }
    // The draft reads the product's Arabic words (none yet for the name).
    expect(name.value).toBe('');
    expect(description.value).toBe('تنورة شيفون ملفوفة');
    expect(screen.getByRole('link', { name: 'العودة إلى المنتجات' }).getAttribute('href')).toBe('/ar/admin/products');
    expect(screen.getByRole('img', { name: 'الصورة 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeTruthy();
  });

  it('sends an empty Arabic field as empty text, which the CMS’s own schema takes (and stores as none)', async () => {
    vi.mocked(updateProduct).mockResolvedValueOnce({} as never);
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Description (Arabic)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(vi.mocked(updateProduct)).toHaveBeenCalled());
    const body = vi.mocked(updateProduct).mock.calls[0]![2];
    expect(body).toMatchObject({ nameAr: '', descriptionAr: '' });
    expect(productUpdateBody.parse(body)).toMatchObject({ nameAr: null, descriptionAr: null });
  });

  it('sends an admin whose session the CMS refuses to sign in', async () => {
    vi.mocked(updateProduct).mockRejectedValueOnce(new CmsError(403, 'Not authorized as an admin'));
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('answers 400 to a button it does not know', async () => {
    const body = new FormData();
    body.set('intent', 'image-up:first');
    const request = new Request('http://shop.test/admin/product/p1', { method: 'POST', body });
    await expect(action(argsFor(request, { id: 'p1' }))).rejects.toMatchObject({ status: 400 });
  });
});
