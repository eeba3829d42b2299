import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { amountDue, cityNames, formatDate, formatPrice, type CourierDocumentKind, type OrderJson } from '@pointe/config';
import { emailMessages } from '../email/messages';
import { drawText, lineHeight, registerFonts } from './pdf-text';

/**
 * The courier's paperwork as one PDF: an A6 label or an A4 packing slip per order, in English and
 * Arabic (pdf-text.ts draws the Arabic right to left, its letters joined), with the order number as
 * a Code 128 barcode and a QR code (bwip-js) that the courier's and the shop's scanners read.
 */

/** Arabic names the order may carry (kept at ordering time by the zones work); absent on older orders. */
type WithArabic = OrderJson & {
  shippingAddress: OrderJson['shippingAddress'] & { cityAr?: string | null };
  orderItems: Array<OrderJson['orderItems'][number] & { nameAr?: string | null }>;
};

const arabicCity = (order: WithArabic): string =>
  order.shippingAddress.cityAr?.trim() || (cityNames.ar as Record<string, string>)[order.shippingAddress.city] || order.shippingAddress.city;

const arabicName = (line: WithArabic['orderItems'][number]): string => line.nameAr?.trim() || line.name;

const itemCount = (order: OrderJson) => order.orderItems.reduce((sum, line) => sum + line.quantity, 0);

const englishAddress = (order: OrderJson) => {
  const address = order.shippingAddress;
  return [
    address.streetName,
    `Building ${address.buildingNumber}`,
    ...(address.floor ? [`Floor ${address.floor}`] : []),
    `Apartment ${address.apartmentNumber}`,
    ...(address.landmark ? [`near ${address.landmark}`] : []),
    address.area,
    address.city,
  ].join(', ');
};

const arabicAddress = (order: WithArabic) => {
  const address = order.shippingAddress;
  return [
    address.streetName,
    `عمارة ${address.buildingNumber}`,
    ...(address.floor ? [`الدور ${address.floor}`] : []),
    `شقة ${address.apartmentNumber}`,
    ...(address.landmark ? [`بجوار ${address.landmark}`] : []),
    address.area,
    arabicCity(order),
  ].join('، ');
};

/** The words both documents share, each language's once (the email's where the email has them). */
const words = {
  mobile: (mobile: string): [string, string] => [`Mobile: ${mobile}`, `الموبايل: ${mobile}`],
  governorate: (order: WithArabic): [string, string] => [`Governorate: ${order.shippingAddress.city}`, `المحافظة: ${arabicCity(order)}`],
  cash: (order: OrderJson): [string, string] => [`Cash to collect: ${formatPrice(amountDue(order), 'en')}`, `المبلغ المطلوب تحصيله: ${formatPrice(amountDue(order), 'ar')}`],
};

async function codes(orderNumber: number) {
  const text = String(orderNumber);
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, textxalign: 'center' }),
    bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4 }),
  ]);
  return { barcode, qr };
}

type Doc = InstanceType<typeof PDFDocument>;

/** A pair of lines: the English words on the left, the Arabic ones on the right, on the same row. */
function pair(doc: Doc, y: number, x: number, width: number, english: string, arabic: string, size: number, bold = false): number {
  const half = width / 2 - 4;
  const englishEnd = drawText(doc, english, y, { x, width: half, size, bold, direction: 'ltr', align: 'left' });
  const arabicEnd = drawText(doc, arabic, y, { x: x + width - half, width: half, size, bold, direction: 'rtl', align: 'right' });
  return Math.max(englishEnd, arabicEnd);
}

async function label(doc: Doc, order: WithArabic) {
  const margin = 14;
  const width = doc.page.width - margin * 2;
  const { barcode, qr } = await codes(order.orderNumber);
  const address = order.shippingAddress;
  let y = margin;
  y = pair(doc, y, margin, width, `Pointe · Order ${order.orderNumber}`, `بوانت · طلب رقم ${order.orderNumber}`, 10, true);
  doc.image(barcode, margin, y + 2, { fit: [width - 70, 56] });
  doc.image(qr, margin + width - 62, y, { fit: [62, 62] });
  y += 68;
  y = pair(doc, y, margin, width, `To: ${address.fullName}`, `إلى: ${address.fullName}`, 9, true);
  y = pair(doc, y, margin, width, ...words.mobile(address.mobileNumber), 9);
  y = pair(doc, y, margin, width, ...words.governorate(order), 9);
  y = drawText(doc, englishAddress(order), y + 2, { x: margin, width, size: 8.5, direction: 'ltr' });
  y = drawText(doc, arabicAddress(order), y, { x: margin, width, size: 8.5, direction: 'rtl' });
  y += 4;
  doc.moveTo(margin, y).lineTo(margin + width, y).stroke();
  y += 4;
  y = pair(doc, y, margin, width, ...words.cash(order), 10, true);
  y = pair(doc, y, margin, width, `Items: ${itemCount(order)}`, `عدد القطع: ${itemCount(order)}`, 8.5);
  for (const line of order.orderItems) {
    if (y > doc.page.height - margin - lineHeight({ size: 8 })) break;
    y = pair(doc, y, margin, width, `${line.quantity} × ${line.name} (${line.size})`, `${line.quantity} × ${arabicName(line)} (${line.size})`, 8);
  }
}

async function slip(doc: Doc, order: WithArabic) {
  const margin = 40;
  const width = doc.page.width - margin * 2;
  const { barcode, qr } = await codes(order.orderNumber);
  const address = order.shippingAddress;
  let y = margin;
  y = pair(doc, y, margin, width, 'Pointe · Packing slip', 'بوانت · قائمة محتويات الطرد', 16, true);
  y = pair(doc, y, margin, width, `Order ${order.orderNumber} · ${formatDate(order.createdAt, 'en')}`, `طلب رقم ${order.orderNumber} · ${formatDate(order.createdAt, 'ar')}`, 11);
  doc.image(barcode, margin, y + 4, { fit: [260, 70] });
  doc.image(qr, margin + width - 80, y, { fit: [80, 80] });
  y += 90;
  y = pair(doc, y, margin, width, `Ship to: ${address.fullName}`, `الشحن إلى: ${address.fullName}`, 11, true);
  y = pair(doc, y, margin, width, ...words.mobile(address.mobileNumber), 11);
  y = pair(doc, y, margin, width, ...words.governorate(order), 11);
  y = drawText(doc, englishAddress(order), y, { x: margin, width, size: 11, direction: 'ltr' });
  y = drawText(doc, arabicAddress(order), y, { x: margin, width, size: 11, direction: 'rtl' });
  y += 10;
  doc.moveTo(margin, y).lineTo(margin + width, y).stroke();
  y += 8;
  for (const line of order.orderItems) {
    if (y > doc.page.height - margin - 120) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = margin;
    }
    const total = formatPrice(line.price * line.quantity, 'en');
    y = pair(doc, y, margin, width, `${line.quantity} × ${line.name} (${line.size}) · ${total}`, `${line.quantity} × ${arabicName(line)} (${line.size})`, 10);
  }
  y += 6;
  doc.moveTo(margin, y).lineTo(margin + width, y).stroke();
  y += 8;
  y = pair(doc, y, margin, width, `Items: ${formatPrice(order.itemsPrice, 'en')}`, emailMessages.ar.items(formatPrice(order.itemsPrice, 'ar')), 10);
  y = pair(doc, y, margin, width, `Shipping: ${formatPrice(order.shippingPrice, 'en')}`, emailMessages.ar.shipping(formatPrice(order.shippingPrice, 'ar')), 10);
  if (order.discount > 0) y = pair(doc, y, margin, width, `Discount: −${formatPrice(order.discount, 'en')}`, `الخصم: ${formatPrice(order.discount, 'ar')}`, 10);
  pair(doc, y + 4, margin, width, ...words.cash(order), 13, true);
}

/** One PDF: a label (A6) or a packing slip (A4) per order, in the given order. */
export async function courierPdf(orders: readonly OrderJson[], kind: CourierDocumentKind): Promise<Buffer> {
  const size = kind === 'labels' ? 'A6' : 'A4';
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: kind === 'labels' ? 'Pointe labels' : 'Pointe packing slips', Author: 'Pointe' } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const order of orders) {
    doc.addPage({ size, margin: 0 });
    await (kind === 'labels' ? label(doc, order as WithArabic) : slip(doc, order as WithArabic));
  }
  doc.end();
  return done;
}
