/**
 * The governorate a shopper last chose (on a product page's delivery form, or as her address's city at
 * checkout), kept in this browser only: the product pages are shared pages, the same for everyone,
 * so with JavaScript they show her own delivery promise once drawn. Without JavaScript (or storage)
 * the page promises the first open governorate, with its form to choose another.
 */
const KEY = 'pointe:deliver-to';

export function rememberDeliverTo(governorate: unknown): void {
  if (typeof governorate !== 'string' || governorate === '') return;
  try {
    localStorage.setItem(KEY, governorate);
  } catch {
    // Storage refused (private mode, full): she chooses again next time.
  }
}

export function rememberedDeliverTo(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
