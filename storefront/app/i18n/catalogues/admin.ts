import { MANUAL_DELIVERY, MAX_UPLOAD_MB, PICTURE_HINT, PICTURE_TYPES, paymentMethodNames, shortOrderStatusNames, type OrderFilter, type OrderStatus } from '@pointe/config';
import type { PluralForms } from '@pointe/config';
import type { Catalogue } from '../messages';
import { commonMessages } from './common';
import { filterMessages } from './filters';
import { termMessages } from './terms';
import { uiMessages } from './ui';

/**
 * The words of the shop's own admin pages (/admin/…, /ar/admin/…): dashboard, orders and their
 * buttons, products and the product editor, promo codes, users, and the toasts of their actions.
 * Order status labels come from orders.ts, shared with the shopper's order pages, and the tabs' short
 * ones from config's terms; words other areas show too from common.ts, ui.ts and terms.ts.
 */

/** The picture types as one list in Arabic: "JPEG وPNG وWebP وGIF أو AVIF". */
const arabicPictureTypes = (() => {
  const labels = PICTURE_TYPES.map((type) => type.label);
  return `${labels.slice(0, -1).join('، ')} أو ${labels.at(-1)}`;
})();

const en = {
  // Page titles (the tab's title; the headings are the same words).
  titleDashboard: commonMessages.en.dashboard,
  titleOrders: commonMessages.en.orders,
  titleProducts: commonMessages.en.products,
  titleEditProduct: 'Edit Product',
  titlePromos: 'Promo Codes',
  titleUsers: commonMessages.en.users,

  // Dashboard
  dashboard: commonMessages.en.dashboard,
  totals: 'Totals',
  users: commonMessages.en.users,
  orders: commonMessages.en.orders,
  totalSales: 'Total Sales',
  cashOnDelivery: 'Cash on delivery',
  cashCollected: 'Cash collected',
  cashCollectedDetail: 'Delivered orders',
  cashPending: 'Cash pending',
  cashPendingDetail: 'Shipped, on the road',
  refusalRate: 'Refusal rate (30 days)',
  refusalDetail: (refused: string, settled: string) => `${refused} of ${settled} parcels that reached the door`,
  ordersPerStatus: 'Orders per status',
  noOrder: 'No Order',
  /** The status under its bar: short, so seven fit side by side. */
  statusTick: { pending: 'pending', confirmed: 'confirmed', shipped: 'shipped', delivered: 'delivered', refused: 'refused', returned: 'returned', cancelled: 'cancelled' } as Record<OrderStatus, string>,
  status: termMessages.en.status,
  dailyOrdersAndSales: 'Daily orders and sales',
  noSale: 'No Sale',
  salesPerDay: 'Sales per day (EGP)',
  day: 'Day',
  salesEgp: 'Sales (EGP)',
  sales: 'Sales',
  productCategories: 'Product categories',
  noCategory: 'No Category',
  productsPerCategory: 'Products per category',
  category: 'Category',
  products: commonMessages.en.products,
  /** '3 orders': counted with the language's plural rules ({count} is the formatted number). */
  orderCount: { one: '{count} order', other: '{count} orders' } as PluralForms,
  productCount: { one: '{count} product', other: '{count} products' } as PluralForms,
  /** A bar's description: 'Leotards: 4 products'. */
  barDescription: (label: string, detail: string) => `${label}: ${detail}`,
  showTable: 'Show the numbers as a table',

  // Orders
  ordersByStatus: 'Orders by status',
  tabs: {
    ...shortOrderStatusNames.en,
    all: 'All',
    unpaid: 'Unpaid',
    undelivered: 'Undelivered',
  } as Record<OrderFilter, string>,
  tabCount: (label: string, count: string) => `${label} (${count})`,
  oldestFirst: ', oldest first',
  noOrders: 'No orders here.',
  /** Between the parts of an address. */
  comma: ', ',
  order: 'Order',
  callAttempts: { one: '{count} call attempt', other: '{count} call attempts' } as PluralForms,

  // Order buttons (components/admin/OrderActions.tsx)
  askQuestion: {
    cancelled: (id: string) => `Cancel order ${id}? Its items go back into stock.`,
    returned: (id: string) => `Is order ${id} back in our hands? Its items go back into stock.`,
  } as Record<Extract<OrderStatus, 'cancelled' | 'returned'>, (id: string) => string>,
  askLabel: {
    cancelled: { label: uiMessages.en.cancel, confirm: termMessages.en.cancelOrder },
    returned: { label: shortOrderStatusNames.en.returned, confirm: 'Mark returned' },
  } as Record<Extract<OrderStatus, 'cancelled' | 'returned'>, { label: string; confirm: string }>,
  pressLabel: { confirmed: 'Confirm', delivered: 'Delivered (cash collected)', refused: 'Refused' } as Partial<Record<OrderStatus, string>>,
  keepAsIs: 'Keep as is',
  recordCall: 'Record call',
  callNote: 'Call note (optional)',
  answered: 'Answered',
  noAnswer: 'No answer',
  trackingNumber: termMessages.en.trackingNumber,
  trackingHint: `Or "${MANUAL_DELIVERY}" for our own delivery`,
  markShipped: 'Mark shipped',

  // Toasts of the order buttons (models/order-actions.server.ts)
  callRecorded: (id: string, answered: boolean) => `Call recorded for order ${id}: ${answered ? 'answered' : 'no answer'}`,
  /** Where a status change leaves the order, in the words of the success toast. */
  statusChanged: {
    pending: (id: string) => `Order ${id} is waiting for confirmation`,
    confirmed: (id: string) => `Order ${id} is confirmed`,
    shipped: (id: string) => `Order ${id} is marked shipped`,
    delivered: (id: string) => `Order ${id} is delivered and paid`,
    refused: (id: string) => `Order ${id} is marked refused`,
    returned: (id: string) => `Order ${id} is back in stock`,
    cancelled: (id: string) => `Order ${id} is cancelled`,
  } as Record<OrderStatus, (id: string) => string>,
  adminsOnly: 'Only shop admins can change orders',

  // Products
  createProduct: 'Create Product',
  createQuestion: 'Are you sure you want to create?',
  create: 'Create',
  cancel: uiMessages.en.cancel,
  deleteQuestion: (name: string) => `Delete ${name}?`,
  delete: 'Delete',
  edit: termMessages.en.edit,
  editLabel: (name: string) => `Edit ${name}`,
  image: 'Image',
  name: termMessages.en.name,
  price: 'Price',
  brand: 'Brand',
  stock: 'Stock',
  actions: termMessages.en.actions,
  productCreated: 'product created successfully',
  productDeleted: 'Product deleted',

  // Product editor
  backToProducts: 'Back to products',
  editProduct: 'Edit Product',
  productUpdated: 'Product updated successfully',
  slug: 'Slug',
  slugHint: "The product's web address: lower-case letters, digits and dashes",
  priceEgp: 'Price (EGP)',
  choose: uiMessages.en.choose,
  description: 'Description',
  nameArabic: 'Name (Arabic)',
  descriptionArabic: 'Description (Arabic)',
  arabicHint: 'Shown on the Arabic pages; leave empty to show the English',
  pictures: 'Pictures (the first is the cover)',
  picture: (position: string) => `Picture ${position}`,
  movePictureUp: (position: string) => `Move picture ${position} up`,
  movePictureDown: (position: string) => `Move picture ${position} down`,
  removePicture: (position: string) => `Remove picture ${position}`,
  remove: termMessages.en.remove,
  addPicture: `Add a picture (${PICTURE_HINT})`,
  upload: 'Upload',
  sizesAndStock: 'Sizes and stock',
  sizeRow: termMessages.en.sizeOf,
  stockRow: (position: string) => `Stock ${position}`,
  removeSizeRow: (position: string) => `Remove size row ${position}`,
  addSize: 'Add size',
  update: 'Update',

  // Promo codes
  promoCodes: 'Promo Codes',
  code: 'Code',
  codeHint: 'Stored in capitals, e.g. SUMMER10',
  type: 'Type',
  discountTypes: { percentage: 'percentage', fixed: 'fixed' } as Record<string, string>,
  value: 'Value',
  valueHint: 'A percentage (up to 100) or an amount in EGP',
  expiresOn: 'Expires on (optional)',
  usageLimit: 'Usage limit (optional)',
  createPromo: 'Create Promo',
  allPromoCodes: 'All promo codes',
  noPromoCodes: 'No promo codes yet.',
  discount: termMessages.en.discount,
  usedLimit: 'Used / limit',
  expires: 'Expires',
  never: 'Never',
  /** A percentage discount as entered: '20 %'. */
  percentOff: (value: string) => `${value} %`,
  promoCreated: 'Promo code created!',

  // Users
  email: termMessages.en.email,
  admin: 'Admin',
  joined: 'Joined',
  yes: 'Yes',
  no: termMessages.en.no,
};

/** Arabic words used twice in this catalogue, where English has two. */
const arEditProduct = 'تعديل المنتج';
const arOrdersByStatus = 'الطلبات حسب الحالة';

const ar: typeof en = {
  titleDashboard: commonMessages.ar.dashboard,
  titleOrders: commonMessages.ar.orders,
  titleProducts: commonMessages.ar.products,
  titleEditProduct: arEditProduct,
  titlePromos: commonMessages.ar.promos,
  titleUsers: commonMessages.ar.users,

  dashboard: commonMessages.ar.dashboard,
  totals: 'الإجماليات',
  users: commonMessages.ar.users,
  orders: commonMessages.ar.orders,
  totalSales: 'إجمالي المبيعات',
  cashOnDelivery: paymentMethodNames.ar['Cash On Delivery'],
  cashCollected: 'النقدية المحصّلة',
  cashCollectedDetail: 'الطلبات التي تم توصيلها',
  cashPending: 'نقدية لم تُحصّل بعد',
  cashPendingDetail: 'تم شحنها، في الطريق',
  refusalRate: 'نسبة الرفض (آخر 30 يومًا)',
  refusalDetail: (refused: string, settled: string) => `${refused} من ${settled} شحنة وصلت إلى باب العميل`,
  ordersPerStatus: arOrdersByStatus,
  noOrder: 'لا توجد طلبات',
  statusTick: { ...shortOrderStatusNames.ar, pending: 'انتظار', confirmed: 'مؤكد', shipped: 'مشحون' },
  status: termMessages.ar.status,
  dailyOrdersAndSales: 'الطلبات والمبيعات اليومية',
  noSale: 'لا توجد مبيعات',
  salesPerDay: 'المبيعات اليومية (ج.م.)',
  day: 'اليوم',
  salesEgp: 'المبيعات (ج.م.)',
  sales: 'المبيعات',
  productCategories: 'أقسام المنتجات',
  noCategory: 'لا توجد أقسام',
  productsPerCategory: 'المنتجات حسب القسم',
  category: 'القسم',
  products: commonMessages.ar.products,
  orderCount: { zero: 'لا طلبات', one: 'طلب واحد', two: 'طلبان', few: '{count} طلبات', many: '{count} طلبًا', other: '{count} طلب' },
  productCount: { zero: 'لا منتجات', one: 'منتج واحد', two: 'منتجان', few: '{count} منتجات', many: '{count} منتجًا', other: '{count} منتج' },
  barDescription: (label: string, detail: string) => `${label}: ${detail}`,
  showTable: 'اعرض الأرقام في جدول',

  ordersByStatus: arOrdersByStatus,
  tabs: {
    ...shortOrderStatusNames.ar,
    all: 'الكل',
    unpaid: 'غير مدفوع',
    undelivered: 'لم يُوصَّل',
  },
  tabCount: (label: string, count: string) => `${label} (${count})`,
  oldestFirst: '، الأقدم أولًا',
  noOrders: 'لا توجد طلبات هنا.',
  comma: '، ',
  order: 'طلب',
  // No `many`: it is the `other` form, which plural() falls back to.
  callAttempts: { zero: 'لا محاولات اتصال', one: 'محاولة اتصال واحدة', two: 'محاولتا اتصال', few: '{count} محاولات اتصال', other: '{count} محاولة اتصال' },

  askQuestion: {
    cancelled: (id: string) => `هل تريد إلغاء الطلب ${id}؟ ستعود منتجاته إلى المخزون.`,
    returned: (id: string) => `هل عاد الطلب ${id} إلينا؟ ستعود منتجاته إلى المخزون.`,
  },
  askLabel: {
    cancelled: { label: uiMessages.ar.cancel, confirm: termMessages.ar.cancelOrder },
    returned: { label: shortOrderStatusNames.ar.returned, confirm: 'تسجيله كمرتجع' },
  },
  pressLabel: { confirmed: 'تأكيد', delivered: 'تم التوصيل (تم تحصيل المبلغ)', refused: 'رفضه العميل' },
  keepAsIs: 'اتركه كما هو',
  recordCall: 'تسجيل مكالمة',
  callNote: 'ملاحظة عن المكالمة (اختياري)',
  answered: 'ردّ',
  noAnswer: 'لم يرد',
  trackingNumber: termMessages.ar.trackingNumber,
  trackingHint: `أو "${MANUAL_DELIVERY}" إذا وصّلناه بأنفسنا`,
  markShipped: 'تسجيله كمشحون',

  callRecorded: (id: string, answered: boolean) => `تم تسجيل مكالمة للطلب ${id}: ${answered ? 'ردّ العميل' : 'لم يرد العميل'}`,
  statusChanged: {
    pending: (id: string) => `الطلب ${id} في انتظار التأكيد`,
    confirmed: (id: string) => `تم تأكيد الطلب ${id}`,
    shipped: (id: string) => `تم تسجيل الطلب ${id} كمشحون`,
    delivered: (id: string) => `تم توصيل الطلب ${id} وتحصيل المبلغ`,
    refused: (id: string) => `تم تسجيل رفض الطلب ${id}`,
    returned: (id: string) => `عادت منتجات الطلب ${id} إلى المخزون`,
    cancelled: (id: string) => `تم إلغاء الطلب ${id}`,
  },
  adminsOnly: 'تعديل الطلبات لمديري المتجر فقط',

  createProduct: 'إضافة منتج',
  createQuestion: 'هل تريد إضافة منتج جديد؟',
  create: 'إضافة',
  cancel: uiMessages.ar.cancel,
  deleteQuestion: (name: string) => `هل تريد حذف ${name}؟`,
  delete: termMessages.ar.remove,
  edit: termMessages.ar.edit,
  editLabel: (name: string) => `تعديل ${name}`,
  image: 'الصورة',
  name: termMessages.ar.name,
  price: filterMessages.ar.price,
  brand: filterMessages.ar.brand,
  stock: 'المخزون',
  actions: termMessages.ar.actions,
  productCreated: 'تمت إضافة المنتج',
  productDeleted: 'تم حذف المنتج',

  backToProducts: 'العودة إلى المنتجات',
  editProduct: arEditProduct,
  productUpdated: 'تم حفظ المنتج',
  slug: 'الرابط المختصر (slug)',
  slugHint: 'عنوان المنتج على الموقع: حروف إنجليزية صغيرة وأرقام وشرطات',
  priceEgp: filterMessages.ar.priceEgp,
  choose: uiMessages.ar.choose,
  description: 'الوصف',
  nameArabic: 'الاسم بالعربية',
  descriptionArabic: 'الوصف بالعربية',
  arabicHint: 'يظهر في الصفحات العربية؛ اتركه فارغًا ليظهر النص الإنجليزي',
  pictures: 'الصور (الأولى هي صورة الغلاف)',
  picture: (position: string) => `الصورة ${position}`,
  movePictureUp: (position: string) => `حرّك الصورة ${position} لأعلى`,
  movePictureDown: (position: string) => `حرّك الصورة ${position} لأسفل`,
  removePicture: (position: string) => `احذف الصورة ${position}`,
  remove: termMessages.ar.remove,
  addPicture: `أضف صورة (${arabicPictureTypes}، حتى ${MAX_UPLOAD_MB} ميجابايت)`,
  upload: 'رفع',
  sizesAndStock: 'المقاسات والمخزون',
  sizeRow: termMessages.ar.sizeOf,
  stockRow: (position: string) => `المخزون ${position}`,
  removeSizeRow: (position: string) => `احذف صف المقاس ${position}`,
  addSize: 'أضف مقاسًا',
  update: 'حفظ',

  promoCodes: commonMessages.ar.promos,
  code: 'الكود',
  codeHint: 'يُحفظ بالحروف الكبيرة، مثل SUMMER10',
  type: 'النوع',
  discountTypes: { percentage: 'نسبة مئوية', fixed: 'مبلغ ثابت' },
  value: 'القيمة',
  valueHint: 'نسبة مئوية (حتى 100) أو مبلغ بالجنيه',
  expiresOn: 'ينتهي في (اختياري)',
  usageLimit: 'حد الاستخدام (اختياري)',
  createPromo: 'إنشاء الكود',
  allPromoCodes: 'كل أكواد الخصم',
  noPromoCodes: 'لا توجد أكواد خصم بعد.',
  discount: termMessages.ar.discount,
  usedLimit: 'الاستخدام / الحد',
  expires: 'ينتهي',
  never: 'لا ينتهي',
  percentOff: (value: string) => `${value}٪`,
  promoCreated: 'تم إنشاء كود الخصم!',

  email: termMessages.ar.email,
  admin: 'مدير',
  joined: 'تاريخ التسجيل',
  yes: 'نعم',
  no: termMessages.ar.no,
};

export const adminMessages: Catalogue<typeof en> = { en, ar };
