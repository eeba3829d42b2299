import { CITIES, cityList, cityNames, plural, sizeNames, stockWords } from '@pointe/config';
import type { Catalogue } from '../messages';
import { commonMessages } from './common';

/**
 * Words of the browsing pages: home, product, search, contact. The add-to-cart refusals are keyed by
 * the codes `checkAddToCart` returns (models/product.server.ts), so the action decides and the page
 * speaks. Stock words, sizes and cities are config's terms.
 */
const en = {
  allProducts: 'All products',
  // Paged product lists (home, category pages).
  showMore: 'Show more',
  shownOf: (shown: string, total: string) => `Showing ${shown} of ${total} products`,
  // Product page.
  inStock: stockWords.en.inStock,
  unavailable: stockWords.en.unavailable,
  size: 'Size',
  /** The one size label that is a phrase; XS, S and M read the same in both languages. */
  oneSize: sizeNames.en['One Size'],
  quantity: 'Quantity',
  addToCart: 'Add to Cart',
  chooseSize: 'Please choose a size',
  // The spec's words, as config's error table has them (terms.test.ts): importing the table would cost the browsing pages 3 KB.
  outOfStock: stockWords.en.outOfStock,
  addedToCart: (name: string, size: string) => `${name} (${size}) added to your cart`,
  // The size guide's link, and the line saying a size was chosen from it (the guide's own words: size-guide.ts).
  sizeGuide: 'Size guide',
  selectedFromGuide: (size: string) => `Size ${size} selected from the size guide.`,
  // Colours (product page swatches, card swatches).
  colour: 'Colour',
  otherColours: 'Colours',
  /** Read after a sold-out colour's name (hidden: the name is struck through on screen). */
  colourSoldOut: ', sold out',
  colourCount: (count: number) => plural('en', count, { one: 'In {count} colour', other: 'In {count} colours' }),
  // Back in stock and saved items (product page).
  backInStockHeading: 'Sold out in your size?',
  sizeToWaitFor: 'Tell me about',
  alertEmail: 'Your email address',
  alertToAccount: "We'll write once to the email of your account.",
  notifyMe: "Email me when it's back",
  saveItem: 'Save',
  saveItemLabel: (name: string) => `Save ${name} for later`,
  // Carousel.
  pictures: (name: string) => `${name} pictures`,
  pictureAlt: (name: string, position: string, count: string) => `${name}, picture ${position} of ${count}`,
  pictureCounter: (position: string, count: string) => `${position} / ${count}`,
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  // Search.
  searchTitle: commonMessages.en.search,
  resultsFor: (query: string) => `Results for “${query}”`,
  queryInCategory: (query: string, category: string) => `“${query}” in ${category}`,
  searchDescription: (title: string, shopName: string) => `${title}: dancewear from ${shopName}, delivered in ${cityList('en', CITIES)}.`,
  resultCount: (count: number) => plural('en', count, { one: '{count} result', other: '{count} results' }),
  /** The filters' Apply button once a filter has changed: how many products the chosen filters find. */
  showResults: (count: number) => plural('en', count, { one: 'Show {count} result', other: 'Show {count} results' }),
  sortBy: 'Sort by',
  noProductFound: 'No Product Found',
  seeAllProducts: 'See all products',
  // Contact page.
  contactDescription: (shopName: string) => `How to reach ${shopName}: our studio shop in Cairo, phone, email and opening hours.`,
  contactIntro: 'Questions about sizing, pointe shoe fitting or an order? We answer every message within one working day.',
  visitHeading: 'Visit the studio shop',
  studioName: (shopName: string) => `${shopName} Dancewear`,
  studioStreet: '14 Mohamed Mazhar Street, Zamalek',
  studioCity: 'Cairo, Egypt',
  hoursHeading: 'Opening hours',
  workingDays: 'Saturday to Thursday',
  workingHours: '11:00 to 21:00',
  friday: 'Friday',
  closed: 'Closed',
  reachHeading: 'Call or write',
  phoneAndWhatsApp: 'Phone and WhatsApp:',
  email: 'Email:',
  deliveryHeading: 'Delivery and payment',
  /** How a list of names is joined in a sentence. */
  listSeparator: ', ',
  delivery: (cities: string, shipping: string, freeAbove: string) =>
    `We deliver to ${cities}, and you pay cash on delivery. Shipping is ${shipping}, free on orders over ${freeAbove}.`,
  deliveryTakes: (min: string, max: string) => `Delivery takes ${min}–${max} days.`,
  /** The delivery promise: on the product page, in the cart, at shipping, on the review and order pages. */
  deliveryLabel: 'Delivery',
  deliveryTo: (city: string) => `Delivery to ${city}`,
  arrivesIn: (min: string, max: string) => `arrives in ${min}–${max} days`,
  days: (min: string, max: string) => `${min}–${max} days`,
  expectedBetween: (from: string, to: string) => `Expected between ${from} and ${to}`,
  freeAbove: (amount: string) => `free above ${amount}`,
  deliverTo: 'Deliver to',
  changeGovernorate: 'Another governorate',
  showDelivery: 'Show',
};

const ar: typeof en = {
  allProducts: 'كل المنتجات',
  showMore: 'اعرض المزيد',
  shownOf: (shown, total) => `المعروض ${shown} من ${total}`,
  inStock: stockWords.ar.inStock,
  unavailable: stockWords.ar.unavailable,
  size: 'المقاس',
  oneSize: sizeNames.ar['One Size'],
  quantity: 'الكمية',
  addToCart: 'أضف إلى السلة',
  chooseSize: 'من فضلك اختر المقاس',
  outOfStock: stockWords.ar.outOfStock,
  addedToCart: (name, size) => `تمت إضافة ${name} (${size}) إلى سلتك`,
  sizeGuide: 'دليل المقاسات',
  selectedFromGuide: (size) => `اخترنا المقاس ${size} من دليل المقاسات.`,
  colour: 'اللون',
  otherColours: 'الألوان',
  colourSoldOut: '، نفدت الكمية',
  // No `many`: it is the `other` form, which plural() falls back to.
  colourCount: (count) =>
    plural('ar', count, {
      one: 'متوفر بلون واحد',
      two: 'متوفر بلونين',
      few: 'متوفر بـ{count} ألوان',
      other: 'متوفر بـ{count} لونًا',
    }),
  backInStockHeading: 'نفد مقاسك؟',
  sizeToWaitFor: 'أخبرني عن',
  alertEmail: 'عنوان بريدك الإلكتروني',
  alertToAccount: 'سنكتب مرة واحدة إلى البريد الإلكتروني لحسابك.',
  notifyMe: 'راسلني عند توفره',
  saveItem: 'احفظ',
  saveItemLabel: (name) => `احفظ ${name} لوقت لاحق`,
  pictures: (name) => `صور ${name}`,
  pictureAlt: (name, position, count) => `${name}، الصورة ${position} من ${count}`,
  pictureCounter: (position, count) => `${position} من ${count}`,
  previousPicture: 'الصورة السابقة',
  nextPicture: 'الصورة التالية',
  searchTitle: commonMessages.ar.search,
  resultsFor: (query) => `نتائج البحث عن «${query}»`,
  queryInCategory: (query, category) => `«${query}» في ${category}`,
  searchDescription: (title, shopName) => `${title}: ملابس رقص من ${shopName}، توصيل في ${cityList('ar', CITIES)}.`,
  // No `many`: it is the `other` form, which plural() falls back to.
  resultCount: (count) =>
    plural('ar', count, {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: '{count} نتائج',
      other: '{count} نتيجة',
    }),
  showResults: (count) =>
    plural('ar', count, {
      zero: 'لا نتائج للعرض',
      one: 'عرض نتيجة واحدة',
      two: 'عرض نتيجتين',
      few: 'عرض {count} نتائج',
      other: 'عرض {count} نتيجة',
    }),
  sortBy: 'ترتيب حسب',
  noProductFound: 'لم نجد أي منتج',
  seeAllProducts: 'شاهد كل المنتجات',
  contactDescription: (shopName) => `كيف تصل إلى ${shopName}: محلنا في ${cityNames.ar.Cairo}، والهاتف، والبريد الإلكتروني، ومواعيد العمل.`,
  contactIntro: 'عندك سؤال عن المقاسات أو قياس حذاء البوانت أو عن طلبك؟ نرد على كل رسالة خلال يوم عمل واحد.',
  visitHeading: 'زورونا في المحل',
  studioName: (shopName) => `${shopName} لملابس الرقص`,
  studioStreet: '14 شارع محمد مظهر، الزمالك',
  studioCity: `${cityNames.ar.Cairo}، مصر`,
  hoursHeading: 'مواعيد العمل',
  workingDays: 'من السبت إلى الخميس',
  workingHours: 'من 11:00 إلى 21:00',
  friday: 'الجمعة',
  closed: 'مغلق',
  reachHeading: 'اتصل بنا أو راسلنا',
  phoneAndWhatsApp: 'الهاتف وواتساب:',
  email: 'البريد الإلكتروني:',
  deliveryHeading: 'التوصيل والدفع',
  listSeparator: '، ',
  // No closing full stop: the sentence ends with the pound's own (ج.م.).
  delivery: (cities, shipping, freeAbove) =>
    `نوصّل إلى ${cities}، والدفع نقدًا عند الاستلام. الشحن ${shipping}، ومجاني للطلبات فوق ${freeAbove}`,
  deliveryTakes: (min, max) => `يستغرق التوصيل ${min}–${max} أيام.`,
  deliveryLabel: 'موعد التوصيل',
  deliveryTo: (city) => `التوصيل إلى ${city}`,
  arrivesIn: (min, max) => `يصل خلال ${min}–${max} أيام`,
  days: (min, max) => `${min}–${max} أيام`,
  expectedBetween: (from, to) => `يصل بين ${from} و${to}`,
  freeAbove: (amount) => `مجانًا للطلبات فوق ${amount}`,
  deliverTo: 'التوصيل إلى',
  changeGovernorate: 'محافظة أخرى',
  showDelivery: 'اعرض',
};

export const shopMessages: Catalogue<typeof en> = { en, ar };

export type ShopMessages = typeof en;

/** A size as shoppers read it: 'One Size' is a phrase, XS/S/M are the same in both languages. */
export function sizeLabel(size: string, text: Pick<ShopMessages, 'oneSize'>): string {
  return size === 'One Size' ? text.oneSize : size;
}

/** What the product page's action may refuse, by the code `checkAddToCart` gives. */
export type AddToCartProblem = 'chooseSize' | 'outOfStock';
