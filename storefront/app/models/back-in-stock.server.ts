import { data, redirect } from '@remix-run/node';
import { redirectWithSuccess } from 'remix-toast';
import { stockAlertBody, stockAlertVisitorForm, type ProductJson } from '@pointe/config';
import { savedToastMessages } from '~/i18n/catalogues/saved-toasts';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { errorTextFor } from '~/i18n/errors';
import { localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { failActionTo } from '~/lib/errors.server';
import { shopFieldErrors } from '~/lib/forms.server';
import { getSignedIn } from '~/lib/session.server';
import type { ShopArgs } from '~/load-context';
import { saveItem } from './saved.server';
import { askForStockAlert } from './stock-alert.server';

/**
 * The product page's two per-shopper forms, kept out of the route module: the schemas (zod) and the
 * error words stay on the server, so the browsing page's JavaScript does not carry them.
 */

/** The form's fields and their problems, in the page's language (written here, on the server). */
export interface NotifyAnswer {
  problem: undefined;
  notify: { values: { size: string; email: string }; errors: { size?: string; email?: string } };
}

/**
 * "Email me when it's back". A signed-in shopper's form has no email field: the CMS takes her
 * account's (one click). A visitor's email is checked with the shared schema; the CMS decides the rest
 * (the size must be sold out; limits per address and per email) and its answer never says whether
 * the email has an account.
 */
export async function askWhenBack(args: ShopArgs, product: ProductJson, form: FormData) {
  const { locale } = args.context;
  const productPath = localePath(locale, `/product/${product.slug}`);
  const values = { size: String(form.get('size') ?? ''), email: String(form.get('email') ?? '') };
  const shopper = await getSignedIn(args);
  const request = { productId: product._id, size: values.size, locale };
  const parsed = shopper ? stockAlertBody.safeParse(request) : stockAlertVisitorForm.safeParse({ ...request, email: values.email });
  if (!parsed.success) {
    const refused = shopFieldErrors(parsed.error);
    const words = (field: 'size' | 'email') => (refused[field] ? errorTextFor(locale, refused[field]) : undefined);
    return data({ problem: undefined, notify: { values, errors: { size: words('size'), email: words('email') } } } satisfies NotifyAnswer, { status: 400 });
  }
  const { size, email } = parsed.data;
  try {
    await askForStockAlert(shopper?.cms ?? args.context.cms, { productId: product._id, size, email, locale });
  } catch (error) {
    return failActionTo(error, productPath, args, shopper ? 'shopper' : undefined);
  }
  const text = messagesFor(shopMessages, locale);
  return redirectWithSuccess(productPath, messagesFor(savedToastMessages, locale).alertTaken(localName(product, locale), sizeLabel(size, text)));
}

/** A visitor is sent to sign in, and comes back to this page; a shopper's save is kept in the CMS. */
export async function saveForLater(args: ShopArgs, product: ProductJson) {
  const { locale } = args.context;
  const productPath = localePath(locale, `/product/${product.slug}`);
  const shopper = await getSignedIn(args);
  if (!shopper) return redirect(localePath(locale, `/signin?redirect=${encodeURIComponent(productPath)}`));
  try {
    await saveItem(shopper.cms, product._id);
  } catch (error) {
    return failActionTo(error, productPath, args, 'shopper');
  }
  return redirectWithSuccess(productPath, messagesFor(savedToastMessages, locale).itemSaved(localName(product, locale)));
}

