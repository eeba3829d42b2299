import type { Catalogue } from '../messages';

/**
 * The toasts of "Email me when it's back" and of saving a product. Only the server writes them (the
 * actions' redirects carry the words), so they are kept out of the browsing pages' catalogue and
 * their JavaScript.
 */
const en = {
  alertTaken: (name: string, size: string) => `We'll email you once when ${name} in ${size} is back in stock.`,
  itemSaved: (name: string) => `${name} is in your saved items.`,
  itemSavedShort: 'Saved. Find it on your Saved page.',
};

const ar: typeof en = {
  alertTaken: (name, size) => `سنراسلك مرة واحدة عندما يتوفر ${name} بمقاس ${size} من جديد.`,
  itemSaved: (name) => `أصبح ${name} في قائمة المحفوظات.`,
  itemSavedShort: 'تم الحفظ. ستجده في صفحة المحفوظات.',
};

export const savedToastMessages: Catalogue<typeof en> = { en, ar };
