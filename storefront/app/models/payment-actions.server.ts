import { redirectWithSuccess } from 'remix-toast';
import { instapayTransferBody } from '@pointe/config';
import { adminMessages } from '~/i18n/catalogues/admin';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { failAction, invalidForm } from '~/lib/errors.server';
import { CmsError } from '~/lib/cms.server';
import { pictureRefusal, shopFieldErrors } from '~/lib/forms.server';
import type { Shopper } from '~/lib/session.server';
import type { ShopArgs } from '~/load-context';
import { confirmTransfer, refundEndedOrder, reportTransfer } from './payment.server';

/**
 * The order page's payment forms (components/shop/PaymentDue.tsx): her InstaPay transfer's reference,
 * staff's confirmation of it, and staff's refund of an order that ended without her keeping the goods.
 */
export const isPaymentIntent = (intent: FormDataEntryValue | null): boolean => intent === 'transfer' || intent === 'confirmTransfer' || intent === 'refundPayment';

/**
 * Her reference is checked with the CMS's own schema and refused inline, by its field; staff's
 * forms need an admin. All go back to the order's page with a toast.
 */
export async function runPaymentAction(args: ShopArgs, form: FormData, { cms, user }: Shopper) {
  const { locale } = args.context;
  const id = String(form.get('id') ?? '');
  const back = localePath(locale, `/order/${encodeURIComponent(id)}`);
  const values = { reference: String(form.get('reference') ?? '') };
  const words = messagesFor(checkoutMessages, locale);
  try {
    const intent = form.get('intent');
    if (intent === 'confirmTransfer' || intent === 'refundPayment') {
      if (!user.isAdmin) throw new Response(messagesFor(adminMessages, locale).adminsOnly, { status: 403 });
      if (intent === 'refundPayment') {
        const order = await refundEndedOrder(cms, id);
        return await redirectWithSuccess(back, words.paymentRefundedToast(String(order.orderNumber)));
      }
      const order = await confirmTransfer(cms, id);
      return await redirectWithSuccess(back, words.transferConfirmed(String(order.orderNumber)));
    }
    const parsed = instapayTransferBody.safeParse(values);
    const chosen = form.get('screenshot');
    const screenshot = chosen instanceof File && chosen.size > 0 ? chosen : undefined;
    const refused = screenshot ? await pictureRefusal(screenshot) : undefined;
    if (!parsed.success || refused) return invalidForm(values, { ...(parsed.success ? {} : shopFieldErrors(parsed.error)), ...(refused ? { screenshot: refused } : {}) });
    await reportTransfer(cms, id, parsed.data, screenshot);
    return await redirectWithSuccess(back, words.transferReported);
  } catch (error) {
    // The CMS refusing the picture itself (it decodes what passed the check here) is the field's message.
    if (error instanceof CmsError && (error.status === 400 || error.status === 413) && error.code?.startsWith('picture')) return invalidForm(values, { screenshot: error.refusal });
    return failAction(error, values, { ...args, session: user.isAdmin ? 'admin' : 'shopper' });
  }
}
