/**
 * Handing parcels to a courier: the query of the labels/packing-slips PDF and of the courier export,
 * and the export's column layout (docs/api.md). The CMS builds the files; these rules are shared so
 * the storefront's admin form and the CMS agree on the limits.
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { MAX_ID_LENGTH } from './validation.js';
import { amountDue } from './store-credit.js';

/** One PDF or export holds at most this many orders: a day's parcels, and a bounded request for the CMS. */
export const MAX_ORDERS_PER_DOCUMENT = 50;

/** `labels`: one A6 label per order; `slips`: one A4 packing slip per order. */
export const COURIER_DOCUMENT_KINDS = ['labels', 'slips'] as const;
export type CourierDocumentKind = (typeof COURIER_DOCUMENT_KINDS)[number];

/** Repeated `?ids=a&ids=b` (a plain form's checkboxes) and `?ids=a,b` read the same. */
const joinRepeated = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(',') : value);

const orderIds = z.preprocess(
  joinRepeated,
  z
    .string({ message: issue('orderIdsRequired') })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_ID_LENGTH, issue('orderNotFound')))
        .min(1, issue('orderIdsRequired'))
        .max(MAX_ORDERS_PER_DOCUMENT, issue('tooManyOrderIds', { max: MAX_ORDERS_PER_DOCUMENT })),
    ),
);

/**
 * The export's file: CSV, or Excel's XLSX (what courier dashboards' bulk uploads take most often; its
 * cells keep a phone's leading 0 and hold the amounts as numbers, where a spreadsheet opening the CSV
 * drops the 0).
 */
export const COURIER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type CourierExportFormat = (typeof COURIER_EXPORT_FORMATS)[number];

/** GET /api/orders/courier-export?ids=…&format=csv|xlsx (admin). */
export const courierExportQuery = z.object({
  ids: orderIds,
  format: z.enum(COURIER_EXPORT_FORMATS, { message: issue('exportFormatInvalid', { choices: COURIER_EXPORT_FORMATS }) }).default('csv'),
});

/** GET /api/orders/labels?ids=…&kind=labels|slips (admin). */
export const courierDocumentQuery = z.object({
  ids: orderIds,
  kind: z.enum(COURIER_DOCUMENT_KINDS, { message: issue('documentKindInvalid', { choices: COURIER_DOCUMENT_KINDS }) }).default('labels'),
});
export type CourierDocumentQuery = z.output<typeof courierDocumentQuery>;

/**
 * The export's columns, in this order, with these English headers: the fields every Egyptian
 * courier's bulk-upload sheet asks for (receiver, phone, governorate/city, area/zone, address, cash
 * to collect, the shop's reference, pieces, notes). A courier whose template names them differently
 * maps them once in its dashboard.
 */
export const COURIER_EXPORT_COLUMNS = [
  'Receiver Name',
  'Phone',
  'Governorate',
  'Area',
  'Address',
  'COD Amount',
  'Order Number',
  'Item Count',
  'Notes',
] as const;

export interface CourierExportOrder {
  orderNumber: number;
  totalPrice: number;
  /** The store credit the order spent (ADR 024): the courier collects the rest. */
  storeCreditUsed?: number;
  shippingAddress: { fullName: string; mobileNumber: string; city: string; area: string; streetName: string; buildingNumber: string; apartmentNumber: string; floor?: string; landmark?: string };
  orderItems: ReadonlyArray<{ name: string; size: string; quantity: number }>;
}

/** The address as one line, the way a courier's driver reads it (Latin words: the export is for the courier's English sheet). */
export const addressLine = (address: CourierExportOrder['shippingAddress']): string =>
  [
    address.streetName,
    `Building ${address.buildingNumber}`,
    ...(address.floor ? [`Floor ${address.floor}`] : []),
    `Apartment ${address.apartmentNumber}`,
    ...(address.landmark ? [`near ${address.landmark}`] : []),
  ].join(', ');

/** The export's columns that hold numbers (XLSX cells of type number; the CSV writes them as text anyway). */
export const COURIER_EXPORT_NUMBER_COLUMNS: ReadonlySet<(typeof COURIER_EXPORT_COLUMNS)[number]> = new Set(['COD Amount', 'Order Number', 'Item Count']);

/** One export row per order, in COURIER_EXPORT_COLUMNS' order. The COD amount is what is due in cash: the total less the store credit used, in EGP. */
export function courierExportRow(order: CourierExportOrder): string[] {
  const address = order.shippingAddress;
  const itemCount = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
  const notes = order.orderItems.map((line) => `${line.quantity} x ${line.name} (${line.size})`).join('; ');
  return [
    address.fullName,
    address.mobileNumber,
    address.city,
    address.area,
    addressLine(address),
    amountDue(order).toFixed(2),
    String(order.orderNumber),
    String(itemCount),
    notes,
  ];
}

/** What the admin orders page's courier form asks for: a PDF kind, or the export as CSV or XLSX. */
export const COURIER_FORM_KINDS = [...COURIER_DOCUMENT_KINDS, 'export', 'export-xlsx'] as const;

/** The storefront's courier form (/admin/orders/documents?kind=…&ids=…&ids=…): its ticked orders and the button pressed. */
export const courierDocumentsForm = z.object({
  ids: orderIds,
  kind: z.enum(COURIER_FORM_KINDS, { message: issue('documentKindInvalid', { choices: COURIER_FORM_KINDS }) }),
});
export type CourierDocumentsForm = z.output<typeof courierDocumentsForm>;
