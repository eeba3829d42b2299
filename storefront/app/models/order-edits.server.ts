import { redirectWithError, redirectWithSuccess } from 'remix-toast';
import { firstIssue, linesAfterForm, orderJson, orderLineForm, refusalJson, type OrderLinesBody } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { adminMessages } from '~/i18n/catalogues/admin';
import { localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import type { CmsClient } from '~/lib/cms.server';
import { failActionTo } from '~/lib/errors.server';
import type { Shopper } from '~/lib/session.server';
import type { ShopArgs } from '~/load-context';
import { getOrder } from './order.server';
import { forgetProductPages, getProductBySlug } from './product.server';

/** The intents of the admin order page's line forms (components/admin/OrderLineEditor.tsx). */
export const LINE_INTENTS = ['edit-line', 'remove-line', 'add-line'] as const;
export const isLineIntent = (intent: unknown): boolean => typeof intent === 'string' && (LINE_INTENTS as readonly string[]).includes(intent);

/** PUT /api/orders/:id/lines (admin): the order's whole new list of lines, with the version edited (ADR 022). */
export const editOrderLines = (cms: CmsClient, id: string, body: OrderLinesBody) =>
  cms.request(`/orders/${encodeURIComponent(id)}/lines`, orderJson, { method: 'PUT', body });

/**
 * One line form of the admin order page: reads it with config's orderLineForm, builds the order's
 * new list of lines from the order as it is (one line changed, removed or added) and sends it with
 * the version the page showed, so an edit made meanwhile is refused (409) rather than overwritten.
 * Answers with a redirect back to the order page and a toast.
 */
export async function runOrderLineAction(args: ShopArgs, form: FormData, { cms, user }: Shopper) {
  const { locale } = args.context;
  const t = messagesFor(adminMessages, locale);
  const id = String(form.get('id') ?? '');
  // Back to this order's own page, in the page's language (the id only ever names a path segment).
  const back = localePath(locale, `/order/${encodeURIComponent(id)}`);
  if (!user.isAdmin) throw new Response(t.adminsOnly, { status: 403 });
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = orderLineForm.safeParse(fields);
  if (!parsed.success || id === '') return redirectWithError(back, errorTextFor(locale, refusalJson(parsed.success ? { code: 'orderNotFound' } : firstIssue(parsed.error))));
  const change = parsed.data;
  try {
    const order = await getOrder(cms, id);
    let added: string | undefined;
    if (change.intent === 'add-line') {
      const product = await getProductBySlug(change.product).catch(() => null);
      if (!product) return await redirectWithError(back, t.productNotFound(change.product));
      added = product._id;
    }
    const orderItems = linesAfterForm(order.orderItems, change, added) as OrderLinesBody['orderItems'];
    const edited = await editOrderLines(cms, id, { version: change.version, orderItems });
    // Stock moved both ways: the pages of every product before and after show it.
    forgetProductPages([...order.orderItems, ...edited.orderItems]);
    return await redirectWithSuccess(back, t.orderEdited(String(edited.orderNumber)));
  } catch (error) {
    return failActionTo(error, back, args, 'admin');
  }
}
