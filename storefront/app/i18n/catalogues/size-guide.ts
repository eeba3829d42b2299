import type { Measurement } from '@pointe/config';
import type { Catalogue } from '../messages';
import { shopMessages } from './shop';

/**
 * Words of the size guide (the product page's dialog, its own page, and the profile's saved
 * measurements). Numbers and sizes arrive written in the page's language (formatNumber, sizeLabel).
 * The explanation of "Find my size" is written from config's findSize result, one line a reading.
 */
const en = {
  sizeGuide: shopMessages.en.sizeGuide,
  sizeGuideFor: (name: string) => `Size guide: ${name}`,
  sizeGuideDescription: (name: string) => `Sizes in centimetres for ${name}, and a size finder from your measurements.`,
  noChart: 'There is no size guide for this product yet.',
  size: shopMessages.en.size,
  measurements: {
    bust: 'Bust',
    waist: 'Waist',
    hips: 'Hips',
    girth: 'Girth',
    height: 'Height',
    footLength: 'Foot length',
  } satisfies Record<Measurement, string>,
  inCentimetres: (measurement: string) => `${measurement} (cm)`,
  girthHint: 'From the top of one shoulder, between the legs, back up to the same shoulder',
  footLengthHint: 'Standing, heel against a wall, to the tip of the longest toe',
  range: (min: string, max: string) => `${min}–${max}`,
  findMySize: 'Find my size',
  findMySizeIntro: 'Type the measurements you know, in centimetres. One is enough; more make the answer surer.',
  yourSize: (size: string) => `Your size: ${size}`,
  fitsAll: 'All your measurements fall in this size.',
  betweenSizes: (sizes: string) => `You are between sizes: your measurements point to ${sizes}.`,
  sizesAnd: (first: string, second: string) => `${first} and ${second}`,
  decidedByKey: (measurement: string) => `We recommend the size your ${measurement.toLowerCase()} points to: it decides the fit of this piece.`,
  decidedByLargest: 'We recommend the larger size: dancewear stretches to fit you, a size too small pulls.',
  outsideChart: 'None of our sizes fits these measurements.',
  noMeasurements: (list: string) => `This chart goes by ${list}: type at least one of them.`,
  listSeparator: shopMessages.en.listSeparator,
  readingWithin: (measurement: string, value: string, size: string) => `${measurement} ${value} cm: ${size}`,
  readingBetween: (measurement: string, value: string, smaller: string, larger: string) => `${measurement} ${value} cm: between ${smaller} and ${larger}`,
  readingBelow: (measurement: string, value: string, smallest: string, min: string) =>
    `${measurement} ${value} cm: below our smallest size (${smallest} starts at ${min} cm)`,
  readingAbove: (measurement: string, value: string, largest: string, max: string) =>
    `${measurement} ${value} cm: above our largest size (${largest} goes up to ${max} cm)`,
  chooseSize: (size: string) => `Choose size ${size}`,
  backTo: (name: string) => `Back to ${name}`,
  closeGuide: 'Close the size guide',
  loading: 'Loading the size guide…',
  // Saved measurements (the profile's page, and the product page's preselection).
  myMeasurements: 'My measurements',
  myMeasurementsIntro: 'Saved here, they choose your size on every product page (and the page says so). Leave empty what you do not know.',
  saveMeasurements: 'Save measurements',
  measurementsSaved: 'Your measurements are saved.',
  selectedFromSaved: (size: string, reading: string) => `Size ${size} selected from your saved measurements (${reading}).`,
  readingShort: (measurement: string, value: string) => `${measurement.toLowerCase()} ${value} cm`,
  changeMeasurements: 'Change my measurements',
};

const ar: typeof en = {
  sizeGuide: shopMessages.ar.sizeGuide,
  sizeGuideFor: (name) => `دليل المقاسات: ${name}`,
  sizeGuideDescription: (name) => `المقاسات بالسنتيمتر لـ${name}، وطريقة لمعرفة مقاسك من قياساتك.`,
  noChart: 'لا يوجد دليل مقاسات لهذا المنتج بعد.',
  size: shopMessages.ar.size,
  measurements: {
    bust: 'الصدر',
    waist: 'الخصر',
    hips: 'الأرداف',
    girth: 'محيط الجذع',
    height: 'الطول',
    footLength: 'طول القدم',
  },
  inCentimetres: (measurement) => `${measurement} (سم)`,
  girthHint: 'من أعلى الكتف، بين الساقين، ثم صعودًا إلى الكتف نفسه',
  footLengthHint: 'وأنتِ واقفة وكعبك ملاصق للحائط، حتى طرف أطول إصبع',
  range: (min, max) => `${min}–${max}`,
  findMySize: 'اعرفي مقاسك',
  findMySizeIntro: 'اكتبي القياسات التي تعرفينها بالسنتيمتر. قياس واحد يكفي، وكلما زادت القياسات كانت الإجابة أدق.',
  yourSize: (size) => `مقاسك: ${size}`,
  fitsAll: 'كل قياساتك ضمن هذا المقاس.',
  betweenSizes: (sizes) => `أنتِ بين مقاسين: قياساتك تشير إلى ${sizes}.`,
  sizesAnd: (first, second) => `${first} و${second}`,
  decidedByKey: (measurement) => `ننصحك بالمقاس الذي يشير إليه قياس ${measurement}، فهو الذي يحدد مقاس هذه القطعة.`,
  decidedByLargest: 'ننصحك بالمقاس الأكبر: ملابس الرقص تتمدد لتناسبك، أما المقاس الأصغر فيشدّ.',
  outsideChart: 'لا يناسب أيٌّ من مقاساتنا هذه القياسات.',
  noMeasurements: (list) => `يعتمد هذا الجدول على ${list}: اكتبي قياسًا واحدًا منها على الأقل.`,
  listSeparator: shopMessages.ar.listSeparator,
  readingWithin: (measurement, value, size) => `${measurement} ${value} سم: ${size}`,
  readingBetween: (measurement, value, smaller, larger) => `${measurement} ${value} سم: بين ${smaller} و${larger}`,
  readingBelow: (measurement, value, smallest, min) => `${measurement} ${value} سم: أصغر من أصغر مقاساتنا (يبدأ ${smallest} من ${min} سم)`,
  readingAbove: (measurement, value, largest, max) => `${measurement} ${value} سم: أكبر من أكبر مقاساتنا (ينتهي ${largest} عند ${max} سم)`,
  chooseSize: (size) => `اختاري المقاس ${size}`,
  backTo: (name) => `العودة إلى ${name}`,
  closeGuide: 'إغلاق دليل المقاسات',
  loading: 'جارٍ تحميل دليل المقاسات…',
  myMeasurements: 'قياساتي',
  myMeasurementsIntro: 'عند حفظها هنا نختار بها مقاسك في صفحة كل منتج (ونخبرك بذلك). اتركي فارغًا ما لا تعرفينه.',
  saveMeasurements: 'حفظ القياسات',
  measurementsSaved: 'حُفظت قياساتك.',
  selectedFromSaved: (size, reading) => `اخترنا المقاس ${size} من قياساتك المحفوظة (${reading}).`,
  readingShort: (measurement, value) => `${measurement} ${value} سم`,
  changeMeasurements: 'تعديل قياساتي',
};

export const sizeGuideMessages: Catalogue<typeof en> = { en, ar };
export type SizeGuideMessages = typeof en;
