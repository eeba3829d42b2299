import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { ProductEditorForm } from '~/components/admin/ProductEditorForm';
import { ActionToast } from '~/components/ui/ActionToast';
import { adminMessages } from '~/i18n/catalogues/admin';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failAction, failAdminScreen } from '~/lib/errors.server';
import { refuseOversizedUpload } from '~/lib/forms.server';
import { readIntent } from '~/lib/intent';
import { requireAdmin } from '~/lib/session.server';
import { draftFromProduct, editorIntent, readDraft } from '~/models/product-editor';
import { submitEditor } from '~/models/product-editor.server';
import { listProductFamilies } from '~/models/admin.server';
import { getProductById, listCategories } from '~/models/product.server';
import * as styles from './admin.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${messagesFor(adminMessages, locale).titleEditProduct} | ${messagesFor(commonMessages, locale).shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const [product, categories, families] = await Promise.all([
    getProductById(params.id ?? '').catch(failAdminScreen({ request, context })),
    listCategories(),
    listProductFamilies(cms),
  ]);
  return {
    id: product._id,
    draft: draftFromProduct(product),
    categories: categories.map((category) => category.name),
    families: [...new Set(families.map((family) => family.name))],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  refuseOversizedUpload(request);
  const form = await request.formData();
  const intent = readIntent(form, editorIntent);
  const outcome = await submitEditor(cms, params.id ?? '', intent, readDraft(form), form.get('file'));
  switch (outcome.kind) {
    case 'saved':
      return redirectWithSuccess(localePath(context.locale, `/admin/product/${params.id}`), messagesFor(adminMessages, context.locale).productUpdated);
    case 'refused':
      return failAction(outcome.error, outcome.draft, { request, context, session: 'admin' });
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
  const t = useMessages(adminMessages);
  const path = usePath();
  return (
    <div className={styles.page}>
      <p>
        <Link to={path('/admin/products')}>{t.backToProducts}</Link>
      </p>
      <h1>{t.editProduct}</h1>
      <ProductEditorForm draft={result?.values ?? loaded.draft} errors={result?.errors ?? {}} categories={loaded.categories} families={loaded.families} busy={busy} />
      <ActionToast toast={result?.toast} />
    </div>
  );
}
