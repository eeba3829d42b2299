import type { Catalogue } from '../messages';
import { commonMessages } from './common';
import { termMessages } from './terms';

/**
 * Words of the account pages (sign in and up, passwords, profile) and the shopper's order pages.
 * Words other areas show too come from common.ts (on every page) and terms.ts.
 */
const en = {
  // Page titles
  signInTitle: commonMessages.en.signIn,
  signUpTitle: 'Create Account',
  forgotTitle: 'Forgot Password',
  resetTitle: 'Reset Password',
  profileMetaTitle: 'Your Profile',
  profileTitle: commonMessages.en.userProfile,
  historyTitle: commonMessages.en.orderHistory,
  order: 'Order',

  // Fields
  name: termMessages.en.name,
  email: termMessages.en.email,
  password: 'Password',
  confirmPassword: 'Confirm Password',
  newPassword: 'New Password',
  passwordHint: (min: string) => `At least ${min} characters`,
  keepPasswordHint: 'Leave empty to keep your current password',

  // Sign in, sign up, sign out
  adminOnly: 'That page is for shop admins. Sign in with an admin account to open it.',
  /** Above sign-in and sign-up when a visitor tapped a heart: why, and what happens next. */
  signInToSave: 'Sign in or create an account to save this item: it goes to your Saved page as soon as you do.',
  signIn: commonMessages.en.signIn,
  forgotLink: 'Forgot your password?',
  newCustomer: 'New customer?',
  createAccountLink: 'Create your account',
  signUp: 'Sign Up',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  welcome: (shop: string, name: string) => `Welcome to ${shop}, ${name}!`,
  signedOut: 'You have signed out',
  signedOutHereOnly: 'You have signed out of this browser, but the shop could not be reached to end your session everywhere. If you signed in on a computer others use, change your password.',

  // Passwords
  forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  /** The CMS's answers, in the page's language (English is the CMS's own text). */
  resetLinkSent: 'If an account exists for that email, we have sent it a link to reset the password. The link works for 1 hour.',
  passwordReset: 'Your password has been reset. Please sign in with the new one.',
  sendResetLink: 'Send Reset Link',
  backToSignIn: 'Back to sign in',
  resetPassword: 'Reset Password',
  takingYouTo: 'Taking you to',
  signInLower: 'sign in',
  askNewLink: 'Ask for a new link',

  // Profile
  update: 'Update',
  profileUpdated: 'User updated successfully',

  // Order history
  noOrders: 'No orders yet.',
  savedTitle: commonMessages.en.savedItems,
  noSavedItems: 'Nothing saved yet. Tap Save on a product to keep it here.',
  removeSaved: 'Remove',
  removeSavedLabel: (name: string) => `Remove ${name} from your saved items`,
  savedRemoved: (name: string) => `${name} was removed from your saved items.`,
  goShopping: termMessages.en.goShopping,
  columns: { id: 'ID', date: 'DATE', total: 'TOTAL', paid: 'PAID', delivered: 'DELIVERED', status: 'STATUS', actions: 'ACTIONS' },
  no: termMessages.en.no,
  details: 'Details',
  detailsOf: (id: string) => `Details of order ${id}`,

  // Order page
  placedOn: (date: string) => `Placed ${date}`,
  cancelQuestion: 'Cancel this order? We will not ship it.',
  yesCancel: 'Yes, cancel order',
  keepOrder: 'Keep order',
  cancelOrder: termMessages.en.cancelOrder,
  orderCancelled: 'Your order is cancelled',
  status: termMessages.en.status,
  /** Around the mobile number: 'We will call you on <number> to confirm …'. */
  callBefore: 'We will call you on',
  callAfter: 'to confirm your order before we ship it.',
  callShopper: (name: string) => `Call ${name}:`,
  shipping: termMessages.en.shipping,
  deliveredAt: (date: string) => `Delivered at ${date}`,
  notDelivered: 'Not Delivered',
  payment: termMessages.en.payment,
  paidAt: (date: string) => `Paid at ${date}`,
  notPaid: 'Not Paid',
  items: termMessages.en.items,
  orderSummary: termMessages.en.orderSummary,
  promoCode: termMessages.en.promoCode,
  /** Around the amount: 'Please have <price> in cash ready on delivery.' */
  cashBefore: 'Please have',
  cashAfter: 'in cash ready on delivery.',
};

const ar: typeof en = {
  signInTitle: commonMessages.ar.signIn,
  signUpTitle: 'إنشاء حساب',
  forgotTitle: 'نسيت كلمة المرور',
  resetTitle: 'تعيين كلمة مرور جديدة',
  profileMetaTitle: 'ملفك الشخصي',
  profileTitle: commonMessages.ar.userProfile,
  historyTitle: commonMessages.ar.orderHistory,
  order: 'طلب رقم',

  name: termMessages.ar.name,
  email: termMessages.ar.email,
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  newPassword: 'كلمة المرور الجديدة',
  passwordHint: (min: string) => `${min} أحرف على الأقل`,
  keepPasswordHint: 'اتركها فارغة للإبقاء على كلمة المرور الحالية',

  adminOnly: 'هذه الصفحة لمديري المتجر فقط. سجّل الدخول بحساب مدير لفتحها.',
  signInToSave: 'سجّل الدخول أو أنشئ حسابًا لحفظ هذا المنتج: سيُضاف إلى صفحة المحفوظات فور دخولك.',
  signIn: commonMessages.ar.signIn,
  forgotLink: 'نسيت كلمة المرور؟',
  newCustomer: 'عميل جديد؟',
  createAccountLink: 'أنشئ حسابك',
  signUp: 'إنشاء الحساب',
  haveAccount: 'لديك حساب بالفعل؟',
  signInLink: 'سجّل الدخول',
  welcome: (shop: string, name: string) => `أهلًا بك في ${shop} يا ${name}!`,
  signedOut: 'تم تسجيل خروجك',
  signedOutHereOnly: 'تم تسجيل خروجك من هذا المتصفح، لكن تعذّر الوصول إلى المتجر لإنهاء جلستك في كل مكان. إن كنت سجّلت الدخول من جهاز يستخدمه غيرك، فغيّر كلمة المرور.',

  forgotIntro: 'اكتب البريد الإلكتروني لحسابك وسنرسل لك رابطًا لاختيار كلمة مرور جديدة.',
  resetLinkSent: 'لو كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لتعيين كلمة المرور. الرابط صالح لمدة ساعة.',
  passwordReset: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة من فضلك.',
  sendResetLink: 'أرسل رابط التعيين',
  backToSignIn: 'العودة إلى تسجيل الدخول',
  resetPassword: 'تعيين كلمة المرور',
  takingYouTo: 'جارٍ تحويلك إلى',
  signInLower: commonMessages.ar.signIn,
  askNewLink: 'اطلب رابطًا جديدًا',

  update: 'حفظ التعديلات',
  profileUpdated: 'تم تحديث بياناتك بنجاح',

  noOrders: 'لا توجد طلبات بعد.',
  savedTitle: commonMessages.ar.savedItems,
  noSavedItems: 'لم تحفظ شيئًا بعد. اضغط «احفظ» في صفحة أي منتج ليظهر هنا.',
  removeSaved: 'إزالة',
  removeSavedLabel: (name: string) => `أزل ${name} من المحفوظات`,
  savedRemoved: (name: string) => `أزلنا ${name} من المحفوظات.`,
  goShopping: termMessages.ar.goShopping,
  columns: {
    id: 'رقم الطلب',
    date: 'التاريخ',
    total: termMessages.ar.total,
    paid: termMessages.ar.payment,
    delivered: 'التوصيل',
    status: termMessages.ar.status,
    actions: termMessages.ar.actions,
  },
  no: termMessages.ar.no,
  details: 'التفاصيل',
  detailsOf: (id: string) => `تفاصيل الطلب ${id}`,

  placedOn: (date: string) => `تاريخ الطلب ${date}`,
  cancelQuestion: 'هل تريد إلغاء هذا الطلب؟ لن نقوم بشحنه.',
  yesCancel: 'نعم، ألغِ الطلب',
  keepOrder: 'احتفظ بالطلب',
  cancelOrder: termMessages.ar.cancelOrder,
  orderCancelled: 'تم إلغاء طلبك',
  status: termMessages.ar.status,
  callBefore: 'سنتصل بك على',
  callAfter: 'لتأكيد طلبك قبل الشحن.',
  callShopper: (name: string) => `اتصل بـ ${name}:`,
  shipping: termMessages.ar.shipping,
  deliveredAt: (date: string) => `تم التوصيل في ${date}`,
  notDelivered: 'لم يتم التوصيل بعد',
  payment: termMessages.ar.payment,
  paidAt: (date: string) => `تم الدفع في ${date}`,
  notPaid: 'لم يتم الدفع بعد',
  items: termMessages.ar.items,
  orderSummary: termMessages.ar.orderSummary,
  promoCode: termMessages.ar.promoCode,
  cashBefore: 'من فضلك جهّز مبلغ',
  cashAfter: 'نقدًا عند الاستلام.',
};

export const accountMessages: Catalogue<typeof en> = { en, ar };
