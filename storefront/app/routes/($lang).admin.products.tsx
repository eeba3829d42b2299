import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { adminPageQuery } from '@pointe/config';
import { ConfirmButton, ConfirmPanel } from '~/components/ui/ConfirmButton';
import { DataTable, type DataColumn } from '~/components/ui/DataTable';
import { Pagination } from '~/components/ui/Pagination';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { localCategory, localName } from '~/i18n/content';
import { useFormat } from '~/i18n/format';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failSession } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { requireAdmin } from '~/lib/session.server';
import { createProduct, deleteProduct, listAdminProducts } from '~/models/admin.server';
import { waitingForProducts } from '~/models/stock-alert.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleProducts} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const url = new URL(request.url);
  const page = adminPageQuery.safeParse({ page: url.searchParams.get('page') ?? undefined });
  const pageNumber = page.success ? page.data.page : 1;
  // The list swallows fetch errors (the error catalogue): an empty table rather than an error page.
  const list = await listAdminProducts(cms, pageNumber).catch(async (error: unknown) => {
    await failSession(error, { request, context }, 'admin');
    return { products: [], page: pageNumber, pages: 0 };
  });
  // Who waits for which sold-out size: a nicety next to the stock, never a reason to fail the page.
  const waiting = await waitingForProducts(cms, list.products.map((product) => product._id)).catch(() => []);
  const confirm = url.searchParams.get('confirm');
  const doomed = confirm === 'delete' ? list.products.find((product) => product._id === url.searchParams.get('id')) : undefined;
  return { ...list, waiting, confirmCreate: confirm === 'create', confirmDelete: doomed ? { id: doomed._id, name: localName(doomed, context.locale) } : null };
}

const productsIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('delete'), id: z.string().default('') }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const { locale } = context;
  const t = messagesFor(adminMessages, locale);
  const list = localePath(locale, '/admin/products');
  const intent = readIntent(await request.formData(), productsIntent);
  try {
    if (intent.intent === 'create') {
      const product = await createProduct(cms);
      // The editor in the admin's language: /ar/admin/product/<id> from the Arabic list.
      return redirectWithSuccess(localePath(locale, `/admin/product/${product._id}`), t.productCreated);
    }
    await deleteProduct(cms, intent.id);
    return redirectWithSuccess(list, t.productDeleted);
  } catch (error) {
    return failActionTo(error, list, { request, context }, 'admin');
  }
}

export default function AdminProductsPage() {
  const { products, page, pages, waiting, confirmCreate, confirmDelete } = useLoaderData<typeof loader>();
  const t = useMessages(adminMessages);
  const format = useFormat();
  const path = usePath();
  const list = path('/admin/products');
  const waitingOf = (productId: string) => waiting.filter((row) => row.productId === productId);
  const columns: Array<DataColumn<(typeof products)[number]>> = [
    {
      id: 'image',
      label: t.image,
      cell: (product) => (product.image[0] ? <img src={product.image[0]} alt="" width={48} height={48} className={styles.thumb} loading="lazy" /> : null),
    },
    { id: 'name', label: t.name, cell: (product) => localName(product, format.locale), isRowHeader: true },
    { id: 'price', label: t.price, cell: (product) => format.price(product.price) },
    { id: 'category', label: t.category, cell: (product) => localCategory(product, format.locale) },
    { id: 'brand', label: t.brand, cell: (product) => product.brand },
    { id: 'stock', label: t.stock, cell: (product) => format.number(product.countInStock) },
    {
      id: 'waiting',
      label: t.waitingColumn,
      cell: (product) =>
        waitingOf(product._id).length === 0
          ? t.noneWaiting
          : waitingOf(product._id).map((row) => <div key={row.size}>{t.waitingFor(format.number(row.count), t.sizeName(row.size))}</div>),
    },
    { id: 'actions', label: t.actions, cell: (product) => <ProductActions id={product._id} name={localName(product, format.locale)} page={page} /> },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1>{t.products}</h1>
        <ConfirmButton label={t.createProduct} question={t.createQuestion} confirmLabel={t.create} dismissLabel={t.cancel} fields={{ intent: 'create' }} fallbackHref="?confirm=create" />
      </div>
      {confirmCreate ? <ConfirmPanel question={t.createQuestion} confirmLabel={t.create} dismissLabel={t.cancel} fields={{ intent: 'create' }} cancelHref={list} /> : null}
      {confirmDelete ? (
        <ConfirmPanel
          question={t.deleteQuestion(confirmDelete.name)}
          confirmLabel={t.delete}
          dismissLabel={t.cancel}
          fields={{ intent: 'delete', id: confirmDelete.id }}
          cancelHref={list}
        />
      ) : null}
      {/* Paged by the CMS (which takes no sort): the rows in its order. */}
      <DataTable label={t.products} rows={products} rowKey={(product) => product._id} columns={columns} />
      <Pagination page={page} pages={pages} href={(target) => path(`/admin/products?page=${target}`)} />
    </div>
  );
}

/** A product's row: its editor, and its delete (asked first: a dialog, or without JavaScript a question on the page). */
function ProductActions({ id, name, page }: { id: string; name: string; page: number }) {
  const t = useMessages(adminMessages);
  const path = usePath();
  return (
    <div className={styles.rowActions}>
      <Link to={path(`/admin/product/${id}`)} aria-label={t.editLabel(name)}>
        {t.edit}
      </Link>
      <ConfirmButton
        label={t.delete}
        question={t.deleteQuestion(name)}
        confirmLabel={t.delete}
        dismissLabel={t.cancel}
        fields={{ intent: 'delete', id }}
        fallbackHref={`?confirm=delete&id=${id}&page=${page}`}
        variant="secondary"
      />
    </div>
  );
}
