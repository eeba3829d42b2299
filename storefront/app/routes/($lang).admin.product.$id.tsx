import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { ProductEditorForm } from '~/components/admin/ProductEditorForm';
import { Toast } from '~/components/ui/Toast';
import { failAction, failAdminScreen } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { requireAdmin } from '~/lib/session.server';
import { draftFromProduct, editorIntent, readDraft } from '~/models/product-editor';
import { refuseOversizedUpload, submitEditor } from '~/models/product-editor.server';
import { getProductById, listCategories } from '~/models/product.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './admin.css';

export const meta: MetaFunction = () => [{ title: `Edit Product | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [product, categories] = await Promise.all([getProductById(params.id ?? '').catch(failAdminScreen(request)), listCategories()]);
  return { id: product._id, draft: draftFromProduct(product), categories: categories.map((category) => category.name) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request);
  refuseOversizedUpload(request);
  const form = await request.formData();
  const intent = readIntent(form, editorIntent);
  const outcome = await submitEditor(token, params.id ?? '', intent, readDraft(form), form.get('file'));
  switch (outcome.kind) {
    case 'saved':
      return redirectWithSuccess(`/admin/product/${params.id}`, 'Product updated successfully');
    case 'refused':
      return failAction(outcome.error, outcome.draft, { request, session: 'admin' });
    case 'draft': {
      const invalid = Object.keys(outcome.errors).length > 0;
      return data({ values: outcome.draft, errors: outcome.errors, toast: undefined }, { status: invalid ? 400 : 200 });
    }
  }
}

export default function EditProductPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.page}>
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1>Edit Product</h1>
      <ProductEditorForm draft={result?.values ?? loaded.draft} errors={result?.errors ?? {}} categories={loaded.categories} busy={busy} />
      <Toast toast={result?.toast} />
    </div>
  );
}
