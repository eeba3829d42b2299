import type { Core } from '@strapi/strapi';
import { stringify } from 'csv-stringify/sync';
import writeExcelFile from 'write-excel-file/node';
import {
  COURIER_EXPORT_COLUMNS,
  COURIER_EXPORT_NUMBER_COLUMNS,
  courierExportRow,
  coded,
  type CodedError,
  type CourierDocumentKind,
  type CourierExportFormat,
  type OrderJson,
} from '@pointe/config';
import { courierPdf } from '../../../courier/documents';
import { ORDER_UID, populateOrder, toOrderJson, type OrderRow } from './order';

export type CourierFileResult = { file: Buffer; count: number } | { status: 404 | 409; error: CodedError };

/** Labels, packing slips and the courier export of the orders staff selected (admin routes). */
const courierService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The orders in the order they were asked for; null when any id is unknown (staff asked for it by mistake: say so). */
  const findAll = async (ids: readonly string[]): Promise<OrderJson[] | null> => {
    const rows: OrderRow[] = await strapi.db.query(ORDER_UID).findMany({ where: { documentId: { $in: [...ids] } }, populate: populateOrder });
    const byId = new Map(rows.map((row) => [row.documentId, toOrderJson(row)]));
    const orders = ids.map((id) => byId.get(id));
    return orders.every((order) => order !== undefined) ? orders : null;
  };

  return {
    async documents(ids: readonly string[], kind: CourierDocumentKind): Promise<CourierFileResult> {
      const orders = await findAll(ids);
      if (!orders) return { status: 404, error: coded('orderNotFound') };
      return { file: await courierPdf(orders, kind), count: orders.length };
    },

    /**
     * The sheet a courier's dashboard uploads: the confirmed orders among those selected (the others
     * are not ready to hand over), one row each. CSV: formulas are escaped, a name typed as `=…` stays
     * text. XLSX: every cell is a typed value (text is never a formula), the amounts are numbers.
     */
    async courierExport(ids: readonly string[], format: CourierExportFormat): Promise<CourierFileResult> {
      const orders = await findAll(ids);
      if (!orders) return { status: 404, error: coded('orderNotFound') };
      const confirmed = orders.filter((order) => order.status === 'confirmed');
      if (confirmed.length === 0) return { status: 409, error: coded('noConfirmedOrders') };
      const rows = confirmed.map(courierExportRow);
      if (format === 'xlsx') {
        const cells = rows.map((row) => row.map((value, index) => (COURIER_EXPORT_NUMBER_COLUMNS.has(COURIER_EXPORT_COLUMNS[index]!) ? Number(value) : value)));
        const sheet = await writeExcelFile([[...COURIER_EXPORT_COLUMNS], ...cells], { sheet: 'Orders' }).toBuffer();
        return { file: sheet, count: confirmed.length };
      }
      const csv = stringify([[...COURIER_EXPORT_COLUMNS], ...rows], { escape_formulas: true, record_delimiter: 'windows' });
      // A byte-order mark: spreadsheet programs then read the Arabic names as UTF-8.
      return { file: Buffer.from(`\uFEFF${csv}`, 'utf8'), count: confirmed.length };
    },
  };
};

export type CourierDocumentsService = ReturnType<typeof courierService>;
export default courierService;
