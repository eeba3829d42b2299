import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { MAX_UPLOAD_FORM_BYTES, PICTURE_ACCEPT, PICTURE_HINT, PICTURE_SIZE_MESSAGE, SIZES, SNIFF_BYTES, checkPicture, fieldErrors, nextSizeRow, productUpdateBody } from '@pointe/config';
import { Button } from '~/components/ui/Button';
import { NativeSelect } from '~/components/ui/NativeSelect';
import { TextField } from '~/components/ui/TextField';
import { Toast, type ToastMessage } from '~/components/ui/Toast';
import { adminFailure } from '~/lib/admin.server';
import { CmsError } from '~/lib/cms.server';
import { requireAdmin } from '~/lib/session.server';
import { updateProduct, uploadProductImage } from '~/models/admin.server';
import { getProductById, listCategories } from '~/models/product.server';
import { SHOP_NAME } from '~/strings';
import { smallButton } from '~/styles/controls.css';
import * as fieldStyles from '~/components/ui/TextField.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Edit Product | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

/** The form as typed: strings, pictures in order, size rows in order. */
interface Draft {
  name: string;
  slug: string;
  price: string;
  category: string;
  brand: string;
  description: string;
  image: string[];
  sizes: Array<{ size: string; countInStock: string }>;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [product, categories] = await Promise.all([
    getProductById(params.id ?? '').catch((error: unknown) => adminFailure(error, request)),
    listCategories(),
  ]);
  const draft: Draft = {
    name: product.name,
    slug: product.slug,
    price: String(product.price),
    category: product.category,
    brand: product.brand,
    description: product.description,
    image: product.image,
    sizes: product.sizes.map((row) => ({ size: row.size, countInStock: String(row.countInStock) })),
  };
  return { id: product._id, draft, categories };
}

function readDraft(form: FormData): Draft {
  const text = (name: string) => String(form.get(name) ?? '');
  const stocks = form.getAll('stock').map(String);
  return {
    name: text('name'),
    slug: text('slug'),
    price: text('price'),
    category: text('category'),
    brand: text('brand'),
    description: text('description'),
    image: form.getAll('image').map(String),
    sizes: form.getAll('size').map((size, index) => ({ size: String(size), countInStock: stocks[index] ?? '0' })),
  };
}

const move = <T,>(items: T[], from: number, to: number) => {
  if (to < 0 || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_FORM_BYTES) {
    throw new Response(PICTURE_SIZE_MESSAGE, { status: 413 });
  }
  const form = await request.formData();
  const draft = readDraft(form);
  const [intent = '', rawIndex] = String(form.get('intent') ?? '').split(':');
  const index = Number(rawIndex);
  const reply = (errors: Record<string, string> = {}, toast?: ToastMessage, status = 200) => data({ draft, errors, toast }, { status });

  // A chosen picture goes up with whatever button was pressed, so it is never lost.
  const file = form.get('file');
  if (file instanceof File && file.size > 0) {
    // The same policy as the CMS, which decides again (by decoding) whatever passes here.
    const checked = checkPicture(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()), file.size);
    if (!checked.ok) return reply({ file: checked.message }, undefined, checked.status);
    try {
      draft.image.push(await uploadProductImage(token, file));
    } catch (error) {
      if (error instanceof CmsError && (error.status === 400 || error.status === 413)) return reply({ file: error.message }, undefined, error.status);
      return adminFailure(error, request);
    }
  }

  switch (intent) {
    case 'upload':
      return reply();
    case 'add-size': {
      const row = nextSizeRow(draft.sizes);
      if (row) draft.sizes.push({ size: row.size, countInStock: '0' });
      return reply();
    }
    case 'remove-size':
      draft.sizes.splice(index, 1);
      return reply();
    case 'image-up':
      draft.image = move(draft.image, index, index - 1);
      return reply();
    case 'image-down':
      draft.image = move(draft.image, index, index + 1);
      return reply();
    case 'image-remove':
      draft.image.splice(index, 1);
      return reply();
    case 'save': {
      const parsed = productUpdateBody.safeParse(draft);
      if (!parsed.success) return reply(fieldErrors(parsed.error), undefined, 400);
      try {
        await updateProduct(token, params.id ?? '', parsed.data);
      } catch (error) {
        if (error instanceof CmsError && (error.status === 400 || error.status === 409)) {
          return reply({}, { type: 'error', message: error.message }, error.status);
        }
        return adminFailure(error, request);
      }
      return redirectWithSuccess(`/admin/product/${params.id}`, 'Product updated successfully');
    }
    default:
      throw new Response('Unknown action', { status: 400 });
  }
}

export default function EditProductPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const draft = result?.draft ?? loaded.draft;
  const errors: Record<string, string> = result?.errors ?? {};
  const busy = useNavigation().state === 'submitting';

  return (
    <div className={styles.page}>
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1>Edit Product</h1>
      {/* key: a fresh form (and fresh defaults) for every answer of the action */}
      <Form key={JSON.stringify(draft)} method="post" encType="multipart/form-data" className={styles.formGrid} noValidate>
        {/* Enter in a field submits the form's first button: make that one Save, not a picture button. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <TextField label="Name" name="name" defaultValue={draft.name} errorMessage={errors.name} isRequired />
        <TextField label="Slug" name="slug" defaultValue={draft.slug} errorMessage={errors.slug} description="The product's web address: lower-case letters, digits and dashes" isRequired />
        <TextField label="Price (EGP)" name="price" inputMode="decimal" defaultValue={draft.price} errorMessage={errors.price} isRequired />
        <NativeSelect label="Category" name="category" options={loaded.categories} defaultValue={draft.category} errorMessage={errors.category} />
        <TextField label="Brand" name="brand" defaultValue={draft.brand} errorMessage={errors.brand} isRequired />
        <div className={fieldStyles.field}>
          <label htmlFor="description" className={fieldStyles.label}>
            Description
          </label>
          <textarea id="description" name="description" rows={5} defaultValue={draft.description} className={fieldStyles.input} aria-invalid={errors.description ? true : undefined} />
          {errors.description ? <span className={fieldStyles.error}>{errors.description}</span> : null}
        </div>

        <fieldset className={styles.panel}>
          <legend>Pictures (the first is the cover)</legend>
          <ul className={styles.images}>
            {draft.image.map((url, position) => (
              <li key={url} className={styles.imageRow}>
                <input type="hidden" name="image" value={url} />
                <img src={url} alt={`Picture ${position + 1}`} width={64} height={64} className={styles.thumb} />
                <button type="submit" name="intent" value={`image-up:${position}`} className={smallButton} disabled={position === 0} aria-label={`Move picture ${position + 1} up`}>
                  ↑
                </button>
                <button type="submit" name="intent" value={`image-down:${position}`} className={smallButton} disabled={position === draft.image.length - 1} aria-label={`Move picture ${position + 1} down`}>
                  ↓
                </button>
                <button type="submit" name="intent" value={`image-remove:${position}`} className={smallButton} aria-label={`Remove picture ${position + 1}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className={fieldStyles.field}>
            <label htmlFor="file" className={fieldStyles.label}>
              Add a picture ({PICTURE_HINT})
            </label>
            <input id="file" name="file" type="file" accept={PICTURE_ACCEPT} aria-invalid={errors.file ? true : undefined} />
            {errors.file ? <span className={fieldStyles.error}>{errors.file}</span> : null}
          </div>
          <button type="submit" name="intent" value="upload" className={styles.formButton}>
            Upload
          </button>
          {errors.image ? <span className={fieldStyles.error}>{errors.image}</span> : null}
        </fieldset>

        <fieldset className={styles.panel}>
          <legend>Sizes and stock</legend>
          {draft.sizes.map((row, position) => (
            <div key={position} className={styles.sizeRow}>
              <div className={styles.sizeField}>
                <label htmlFor={`size-${position}`} className={fieldStyles.label}>
                  Size {position + 1}
                </label>
                <select id={`size-${position}`} name="size" defaultValue={row.size} className={fieldStyles.input}>
                  {SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.stockField}>
                <label htmlFor={`stock-${position}`} className={fieldStyles.label}>
                  Stock {position + 1}
                </label>
                <input id={`stock-${position}`} name="stock" type="number" min={0} step={1} inputMode="numeric" defaultValue={row.countInStock} className={`${fieldStyles.input} ${styles.stockInput}`} />
              </div>
              <button type="submit" name="intent" value={`remove-size:${position}`} className={smallButton} aria-label={`Remove size row ${position + 1}`}>
                Remove
              </button>
            </div>
          ))}
          {errors.sizes ? <span className={fieldStyles.error}>{errors.sizes}</span> : null}
          <button type="submit" name="intent" value="add-size" className={styles.formButton} disabled={draft.sizes.length >= SIZES.length}>
            Add size
          </button>
        </fieldset>

        <Button type="submit" name="intent" value="save" isDisabled={busy}>
          Update
        </Button>
      </Form>
      <Toast toast={result?.toast} />
    </div>
  );
}
