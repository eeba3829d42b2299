import { redirectWithError, redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { firstIssue, givesStockBack, orderCallBody, orderStatusChangeBody, refusalJson, type Locale } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { accountMessages } from '~/i18n/catalogues/account';
import { adminMessages } from '~/i18n/catalogues/admin';
import { localePath, unlocalisedPath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { failActionTo } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import type { Shopper } from '~/lib/session.server';
import type { ShopArgs } from '~/load-context';
import { changeOrderStatus, recordOrderCall } from './admin.server';
import { cancelMyOrder } from './order.server';
import { forgetProductPages } from './product.server';

/**
 * The order buttons of /admin/orders and /order/:id (components/admin/OrderActions.tsx): every one
 * posts `intent`, the order's `id` and the page to go `back` to, plus its own fields. The fields are
 * checked with the CMS's own body schemas (orderStatusChangeBody, orderCallBody) before anything is sent.
 */
const orderForm = z.object({
  intent: z.enum(['status', 'call', 'cancel']),
  id: z.string().min(1),
  back: z.string().default(''),
  status: z.string().optional(),
  outcome: z.string().optional(),
  note: z.string().optional(),
  trackingNumber: z.string().optional(),
});

/**
 * Only our own order pages, in the language of the page that posted: the field comes from the form,
 * so it is never an open redirect ('/ar/order/x' is checked as '/order/x', then put back under /ar).
 * Back on the orders list, the page opens at the order's card (its fragment), not at the top.
 */
function safeBack(back: string, id: string, locale: Locale): string {
  const path = unlocalisedPath(back.split('#')[0]!);
  if (path.startsWith('/admin/orders')) return `${localePath(locale, path)}#order-${encodeURIComponent(id)}`;
  return localePath(locale, `/order/${id}`);
}

/**
 * Runs one order button and answers with a redirect back, carrying a success or error toast (the
 * CMS's own refusal, e.g. a 409 naming the current status). Staff actions need an admin; `cancel`
 * is the shopper's own (the CMS answers 404 for someone else's order).
 */
export async function runOrderAction(args: ShopArgs, form: FormData, { cms, user }: Shopper) {
  const { locale } = args.context;
  const t = messagesFor(adminMessages, locale);
  const fields = readIntent(form, orderForm);
  const back = safeBack(fields.back, fields.id, locale);
  if (fields.intent !== 'cancel' && !user.isAdmin) throw new Response(t.adminsOnly, { status: 403 });
  try {
    if (fields.intent === 'cancel') {
      forgetProductPages((await cancelMyOrder(cms, fields.id)).orderItems);
      return await redirectWithSuccess(back, messagesFor(accountMessages, locale).orderCancelled);
    }
    if (fields.intent === 'call') {
      const call = orderCallBody.safeParse({ outcome: fields.outcome, note: fields.note });
      if (!call.success) return await redirectWithError(back, errorTextFor(locale, refusalJson(firstIssue(call.error))));
      const called = await recordOrderCall(cms, fields.id, call.data);
      return await redirectWithSuccess(back, t.callRecorded(String(called.orderNumber), call.data.outcome === 'answered'));
    }
    const change = orderStatusChangeBody.safeParse({ status: fields.status, note: fields.note, trackingNumber: fields.trackingNumber });
    if (!change.success) return await redirectWithError(back, errorTextFor(locale, refusalJson(firstIssue(change.error))));
    const order = await changeOrderStatus(cms, fields.id, change.data);
    if (givesStockBack(order.status)) forgetProductPages(order.orderItems);
    return await redirectWithSuccess(back, t.statusChanged[change.data.status](String(order.orderNumber)));
  } catch (error) {
    return failActionTo(error, back, args, user.isAdmin ? 'admin' : 'shopper');
  }
}
