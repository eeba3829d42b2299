import { stockWords, type ErrorCode, type ErrorParams, type OrderStatus } from '@pointe/config';
import { commonMessages } from './common';
import { orderMessages } from './orders';

/**
 * The Arabic words of every refusal, by its code in config's error table (config/src/error-codes.ts).
 * English needs no catalogue: the English words are the API's own `message`, shown as it is.
 * A code whose English message has values (`{max}`, `{code}`…) gets a small function of them, so the
 * Arabic sentence puts them where its grammar wants. Typed over the table's codes: a code without
 * Arabic words, or an extra one, fails the typecheck.
 */
export type ErrorWords = {
  [Code in ErrorCode]: [ErrorParams<Code>] extends [never] ? string : (params: Record<ErrorParams<Code>, string>) => string;
};

/** A status named in an English message ('shipped'), in Arabic; an unknown word stays as it is. */
const statusWord = (word: string): string => (word in orderMessages.ar.status ? orderMessages.ar.status[word as OrderStatus] : word);
/** 'JPEG, PNG, WebP, GIF or AVIF' → 'JPEG أو PNG أو WebP أو GIF أو AVIF'. */
const orList = (list: string): string => list.replace(/, | or /g, ' أو ');

export const arabicErrorWords: ErrorWords = {
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailTooLong: 'البريد الإلكتروني طويل جدًا',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordTooShort: ({ min }) => `يجب ألا تقل كلمة المرور عن ${min} أحرف`,
  passwordTooManyBytes: ({ max }) => `كلمة المرور طويلة جدًا (الحد الأقصى ${max} بايت)`,
  passwordTooLong: 'كلمة المرور طويلة جدًا',
  passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
  nameRequired: 'الاسم مطلوب',
  nameTooLong: ({ max }) => `يجب ألا يزيد الاسم عن ${max} حرفًا`,
  invalidInput: 'البيانات المدخلة غير صحيحة',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول من فضلك.',
  emailBelongsToAnother: 'هذا البريد الإلكتروني مستخدم في حساب آخر',
  resetLinkInvalid: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا من فضلك.',
  tooManyAttempts: 'محاولات كثيرة. انتظر دقيقة ثم حاول مرة أخرى.',
  signInToContinue: 'سجّل الدخول للمتابعة من فضلك',
  sessionExpired: 'انتهت جلستك. سجّل الدخول مرة أخرى من فضلك.',
  adminsOnly: 'للمسؤولين فقط',

  pageNotPositive: 'رقم الصفحة يجب أن يكون عددًا صحيحًا موجبًا',
  pageTooLarge: ({ max }) => `رقم الصفحة يجب ألا يزيد عن ${max}`,
  queryTooLong: ({ max }) => `يجب ألا يزيد نص البحث عن ${max} حرفًا`,
  categoryTooLong: ({ max }) => `يجب ألا يزيد اسم القسم عن ${max} حرفًا`,
  sortOrderInvalid: ({ choices }) => `الترتيب يجب أن يكون واحدًا من: ${choices}`,
  parameterRepeated: ({ name }) => `المعامل ${name} يجب أن يُذكر مرة واحدة`,
  searchInvalid: 'بيانات البحث غير صحيحة',

  productIdsRequired: 'يجب إرسال قائمة بأرقام المنتجات مفصولة بفواصل',
  productIdTooLong: ({ max }) => `رقم المنتج لا يزيد عن ${max} حرفًا`,
  productIdsEmpty: 'يجب تحديد منتج واحد على الأقل',
  tooManyProductIds: ({ max }) => `${max} منتجًا على الأكثر في المرة الواحدة`,
  fullNameRequired: 'الاسم بالكامل مطلوب',
  fullNameTooLong: ({ max }) => `يجب ألا يزيد الاسم بالكامل عن ${max} حرفًا`,
  invalidMobile: 'رقم الموبايل غير صحيح',
  streetNameRequired: 'اسم الشارع مطلوب',
  streetNameTooLong: ({ max }) => `يجب ألا يزيد اسم الشارع عن ${max} حرفًا`,
  buildingNumberRequired: 'رقم العمارة مطلوب',
  buildingNumberTooLong: ({ max }) => `يجب ألا يزيد رقم العمارة عن ${max} حرفًا`,
  apartmentNumberRequired: 'رقم الشقة مطلوب',
  apartmentNumberTooLong: ({ max }) => `يجب ألا يزيد رقم الشقة عن ${max} حرفًا`,
  areaRequired: 'المنطقة مطلوبة',
  areaTooLong: ({ max }) => `يجب ألا يزيد اسم المنطقة عن ${max} حرفًا`,
  // The cities by their Arabic names (the English list in the message would read oddly here).
  cityInvalid: () => 'نوصّل إلى الإسكندرية والقاهرة والجيزة فقط: اختر واحدة منها',
  paymentMethodRequired: 'اختر طريقة الدفع',
  promoCodeRequired: 'كود الخصم مطلوب',
  promoCodeTooLong: ({ max }) => `يجب ألا يزيد كود الخصم عن ${max} حرفًا`,
  cartTotalNotNumber: 'إجمالي السلة يجب أن يكون رقمًا',
  cartTotalNegative: 'إجمالي السلة لا يمكن أن يكون سالبًا',
  cartTotalTooLarge: 'إجمالي السلة كبير جدًا',
  orderItemsNotList: 'محتويات الطلب يجب أن تكون قائمة',
  orderLineNeedsProduct: 'كل بند في الطلب يحتاج إلى منتج',
  sizeInvalid: ({ choices }) => `المقاس يجب أن يكون واحدًا من: ${choices}`,
  quantityInvalid: ({ max }) => `الكمية يجب أن تكون عددًا صحيحًا من 1 إلى ${max}`,
  cartEmpty: 'سلتك فارغة',
  tooManyOrderLines: ({ max }) => `الطلب الواحد ${max} بندًا على الأكثر`,
  outOfStock: stockWords.ar.outOfStock,
  productNoLongerSold: 'أحد المنتجات في سلتك لم يعد متاحًا للبيع. احذفه من السلة من فضلك.',
  promoInvalid: 'كود الخصم غير صحيح',
  promoExpired: 'انتهت صلاحية كود الخصم',
  promoUsedUp: 'وصل كود الخصم إلى الحد الأقصى لمرات الاستخدام',
  tooManyWrongPromoCodes: 'أكواد خصم خاطئة كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
  idempotencyKeyInvalid: 'مفتاح الطلب (Idempotency-Key) يجب أن يكون من 8 إلى 100 حرف أو رقم أو شرطة',
  orderNotFound: 'الطلب غير موجود',

  statusInvalid: ({ choices }) => `الحالة يجب أن تكون واحدة من: ${choices}`,
  statusConflict: ({ current, wanted }) => `حالة هذا الطلب «${statusWord(current)}»: لا يمكن تغييرها إلى «${statusWord(wanted)}»`,
  notShippedYet: 'لم يُشحن هذا الطلب بعد: أكّده ثم سجّله كمشحون أولًا',
  noteNotText: 'الملاحظة يجب أن تكون نصًا',
  noteTooLong: ({ max }) => `يجب ألا تزيد الملاحظة عن ${max} حرفًا`,
  trackingNumberNotText: 'رقم التتبع يجب أن يكون نصًا',
  trackingNumberTooLong: ({ max }) => `يجب ألا يزيد رقم التتبع عن ${max} حرفًا`,
  trackingNumberRequired: ({ manual }) => `رقم التتبع مطلوب لتسجيل الطلب كمشحون (أو «${manual}» للتوصيل بمندوبنا)`,
  callOutcomeInvalid: ({ choices }) => `نتيجة المكالمة يجب أن تكون واحدة من: ${choices}`,

  productNotFound: 'المنتج غير موجود',
  stockInvalid: 'المخزون يجب أن يكون عددًا صحيحًا، صفرًا أو أكثر',
  stockTooLarge: 'المخزون كبير جدًا',
  sizeStockInvalid: ({ size }) => `مخزون المقاس ${size} يجب أن يكون عددًا صحيحًا، صفرًا أو أكثر`,
  sizeListedTwice: ({ size }) => `المقاس ${size} مذكور مرتين؛ كل مقاس يُذكر مرة واحدة`,
  slugRequired: 'الرابط المختصر (slug) مطلوب',
  slugTooLong: ({ max }) => `يجب ألا يزيد الرابط المختصر عن ${max} حرفًا`,
  slugInvalid: 'الرابط المختصر يحتوي فقط على حروف إنجليزية صغيرة وأرقام وشرطات مفردة',
  slugTaken: ({ slug }) => `الرابط المختصر «${slug}» مستخدم لمنتج آخر`,
  priceNotNumber: 'السعر يجب أن يكون رقمًا',
  priceNegative: 'السعر لا يمكن أن يكون سالبًا',
  priceTooLarge: 'السعر كبير جدًا',
  priceDecimals: 'السعر برقمين عشريين على الأكثر',
  picturesNotList: 'الصور يجب أن تكون قائمة بروابط الصور',
  tooManyPictures: ({ max }) => `${max} صور على الأكثر`,
  categoryRequired: 'القسم مطلوب',
  categoryUnknown: ({ category }) => `القسم «${category}» غير موجود`,
  brandRequired: 'الماركة مطلوبة',
  brandTooLong: ({ max }) => `يجب ألا يزيد اسم الماركة عن ${max} حرفًا`,
  descriptionRequired: 'الوصف مطلوب',
  descriptionTooLong: ({ max }) => `يجب ألا يزيد الوصف عن ${max} حرف`,
  arabicNameTooLong: ({ max }) => `يجب ألا يزيد الاسم العربي عن ${max} حرفًا`,
  arabicDescriptionTooLong: ({ max }) => `يجب ألا يزيد الوصف العربي عن ${max} حرف`,
  sizesNotList: 'المقاسات يجب أن تكون قائمة',
  tooManySizes: ({ max }) => `${max} مقاسات على الأكثر`,
  sizeRepeated: 'كل مقاس يُذكر مرة واحدة فقط',
  productOrdered: 'هذا المنتج مطلوب في طلبات سابقة، لذلك يبقى محفوظًا في سجل الطلبات. اجعل مخزونه صفرًا لإيقاف بيعه.',
  promoCodeMissing: 'الكود مطلوب',
  promoCodeTooLongAdmin: ({ max }) => `يجب ألا يزيد الكود عن ${max} حرفًا`,
  promoCodeCharacters: 'الكود يحتوي فقط على حروف إنجليزية وأرقام وشرطات وشرطات سفلية',
  promoCodeTaken: ({ code }) => `الكود ${code} موجود بالفعل`,
  discountTypeInvalid: 'نوع الخصم يجب أن يكون نسبة مئوية أو مبلغًا ثابتًا',
  discountValueRequired: 'قيمة الخصم مطلوبة',
  discountValueNotPositive: 'قيمة الخصم يجب أن تكون أكبر من صفر',
  discountValueTooLarge: 'قيمة الخصم كبيرة جدًا',
  percentageTooLarge: 'نسبة الخصم 100 على الأكثر',
  usageLimitNotWhole: 'حد الاستخدام يجب أن يكون عددًا صحيحًا',
  usageLimitTooSmall: 'حد الاستخدام يجب أن يكون 1 على الأقل',

  pictureType: ({ types }) => `الصور يجب أن تكون بصيغة ${orList(types)}`,
  pictureTooLarge: ({ max }) => `حجم الصورة ${max} ميجابايت على الأكثر`,
  pictureUnreadable: ({ types }) => `تعذّرت قراءة هذا الملف كصورة. الصور يجب أن تكون بصيغة ${orList(types)}`,
  pictureNotFromLibrary: 'كل صورة يجب أن تكون من مكتبة الوسائط',
  pictureMissing: 'اختر صورة لرفعها',

  requestCharacter: 'يحتوي الطلب على حرف لا يقبله المتجر',
  notFound: 'غير موجود',
  requestFailed: 'تعذّر تنفيذ الطلب',
  somethingWentWrong: commonMessages.ar.genericError,
  cmsUnavailable: 'المتجر غير متاح للحظات. حاول مرة أخرى بعد قليل من فضلك.',
  shopUnavailable: 'المتجر غير متاح مؤقتًا. حاول مرة أخرى بعد قليل من فضلك.',
};
