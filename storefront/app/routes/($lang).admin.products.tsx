import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { adminPageQuery } from '@pointe/config';
import { Price } from '~/components/shop/Price';
import { ConfirmButton, ConfirmPanel } from '~/components/ui/ConfirmButton';
import { Pagination } from '~/components/ui/Pagination';
import { failActionTo, failSession } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { requireAdmin } from '~/lib/session.server';
import { createProduct, deleteProduct, listAdminProducts } from '~/models/admin.server';
import { SHOP_NAME } from '~/strings';
import * as table from '~/styles/table.css';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Products | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

const CREATE_QUESTION = 'Are you sure you want to create?';

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const url = new URL(request.url);
  const page = adminPageQuery.safeParse({ page: url.searchParams.get('page') ?? undefined });
  const pageNumber = page.success ? page.data.page : 1;
  // The list swallows fetch errors (the error catalogue): an empty table rather than an error page.
  const list = await listAdminProducts(token, pageNumber).catch(async (error: unknown) => {
    await failSession(error, request, 'admin');
    return { products: [], page: pageNumber, pages: 0 };
  });
  const confirm = url.searchParams.get('confirm');
  const doomed = confirm === 'delete' ? list.products.find((product) => product._id === url.searchParams.get('id')) : undefined;
  return { ...list, confirmCreate: confirm === 'create', confirmDelete: doomed ? { id: doomed._id, name: doomed.name } : null };
}

const productsIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('delete'), id: z.string().default('') }),
]);

export async function action({ request }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  const intent = readIntent(await request.formData(), productsIntent);
  try {
    if (intent.intent === 'create') {
      const product = await createProduct(token);
      return redirectWithSuccess(`/admin/product/${product._id}`, 'product created successfully');
    }
    await deleteProduct(token, intent.id);
    return redirectWithSuccess('/admin/products', 'Product deleted');
  } catch (error) {
    return failActionTo(error, '/admin/products', { request, session: 'admin' });
  }
}

export default function AdminProductsPage() {
  const { products, page, pages, confirmCreate, confirmDelete } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1>Products</h1>
        <ConfirmButton label="Create Product" question={CREATE_QUESTION} confirmLabel="Create" fields={{ intent: 'create' }} fallbackHref="?confirm=create" />
      </div>
      {confirmCreate ? <ConfirmPanel question={CREATE_QUESTION} confirmLabel="Create" fields={{ intent: 'create' }} cancelHref="/admin/products" /> : null}
      {confirmDelete ? (
        <ConfirmPanel
          question={`Delete ${confirmDelete.name}?`}
          confirmLabel="Delete"
          fields={{ intent: 'delete', id: confirmDelete.id }}
          cancelHref="/admin/products"
        />
      ) : null}
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Name</th>
              <th scope="col">Price</th>
              <th scope="col">Category</th>
              <th scope="col">Brand</th>
              <th scope="col">Stock</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product._id}>
                <td>{product.image[0] ? <img src={product.image[0]} alt="" width={48} height={48} className={styles.thumb} loading="lazy" /> : null}</td>
                <td>{product.name}</td>
                <td>
                  <Price amount={product.price} />
                </td>
                <td>{product.category}</td>
                <td>{product.brand}</td>
                <td>{product.countInStock}</td>
                <td className={styles.rowActions}>
                  <Link to={`/admin/product/${product._id}`} aria-label={`Edit ${product.name}`}>
                    Edit
                  </Link>
                  <ConfirmButton
                    label="Delete"
                    question={`Delete ${product.name}?`}
                    confirmLabel="Delete"
                    fields={{ intent: 'delete', id: product._id }}
                    fallbackHref={`?confirm=delete&id=${product._id}&page=${page}`}
                    variant="secondary"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pages={pages} href={(target) => `/admin/products?page=${target}`} />
    </div>
  );
}
