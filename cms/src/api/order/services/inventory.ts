import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '../../../database/dialect';
import { columnOf, componentLinkOf, tableOf } from '../../../database/names';
import { PRODUCT_UID, SIZE_STOCK_UID } from '../../product/services/product-rows';
import { prepared } from '../../../database/prepared';
import { amountById, columnMinus, columnPlus } from '../../../database/stock-amounts';

/** Units to take from one size row (its id) of one product (its internal id). */
export interface SizeTake {
  sizeId: number;
  productId: number;
  quantity: number;
}

/** Units of one size of one product (the product's internal id). */
export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
}

/**
 * The stock: taken when an order is placed, given back when one is cancelled or returned, moved both
 * ways by an edit. Each runs inside the caller's transaction, and every one takes the size rows it
 * changes in row id order, then the products' totals in id order, so two of them sharing rows can
 * never deadlock. Each product's total moves with its sizes, so it stays their sum.
 */
const inventoryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const names = () => {
    const link = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
    return {
      link,
      sizes: tableOf(strapi, SIZE_STOCK_UID),
      sizeId: columnOf(strapi, SIZE_STOCK_UID, 'id'),
      size: columnOf(strapi, SIZE_STOCK_UID, 'size'),
      sizeStock: columnOf(strapi, SIZE_STOCK_UID, 'countInStock'),
      products: tableOf(strapi, PRODUCT_UID),
      productId: columnOf(strapi, PRODUCT_UID, 'id'),
      productStock: columnOf(strapi, PRODUCT_UID, 'countInStock'),
    };
  };
  type Names = ReturnType<typeof names>;

  /**
   * Locks the size rows of these lines at once, in id order (on PostgreSQL; SQLite's transaction has
   * the one writer) and works out how much each size row and each product changes.
   * Lines whose size the product lacks come back in `missing`.
   */
  const lockSizes = async (trx: Knex.Transaction, n: Names, lines: ReadonlyArray<StockLine>) => {
    const query = trx({ s: n.sizes })
      .join({ c: n.link.name }, `c.${n.link.componentColumn}`, `s.${n.sizeId}`)
      .where({ [`c.${n.link.fieldColumn}`]: n.link.field, [`c.${n.link.typeColumn}`]: n.link.componentType })
      .whereIn(
        [`c.${n.link.ownerColumn}`, `s.${n.size}`],
        lines.map((line) => [line.productId, line.size]),
      )
      .select({ id: `s.${n.sizeId}`, productId: `c.${n.link.ownerColumn}`, size: `s.${n.size}`, stock: `s.${n.sizeStock}` })
      .orderBy(`s.${n.sizeId}`);
    const locked: Array<{ id: number; productId: number; size: string; stock: number }> = await (isPostgres(strapi) ? query.forUpdate('s') : query);
    const bySize = new Map<number, number>();
    const byProduct = new Map<number, number>();
    const stockOf = new Map<number, number>();
    const missing: StockLine[] = [];
    for (const line of lines) {
      const row = locked.find((candidate) => Number(candidate.productId) === line.productId && candidate.size === line.size);
      if (!row) {
        missing.push(line);
        continue;
      }
      stockOf.set(row.id, Number(row.stock));
      bySize.set(row.id, (bySize.get(row.id) ?? 0) + line.quantity);
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    }
    return { bySize, byProduct, stockOf, missing };
  };

  /**
   * These rows' ids, locked in id order (on PostgreSQL), as the set an UPDATE changes: one UPDATE
   * locks its rows in the order its plan meets them (a table scan: wherever their versions lie), so
   * two writers sharing rows could deadlock; the locking subquery takes them in id order first.
   */
  const lockedInIdOrder = (trx: Knex.Transaction, table: string, idColumn: string, ids: Iterable<number>) => {
    const query = trx(table).select(idColumn).whereIn(idColumn, [...ids]).orderBy(idColumn);
    return isPostgres(strapi) ? query.forUpdate() : query;
  };

  /** The products' totals follow their sizes (− to take, + to give back). */
  const moveProductTotals = (trx: Knex.Transaction, n: Names, byProduct: Map<number, number>, sign: '-' | '+') =>
    trx(n.products)
      .whereIn(n.productId, lockedInIdOrder(trx, n.products, n.productId, byProduct.keys()))
      .update({ [n.productStock]: (sign === '-' ? columnMinus : columnPlus)(trx, n.productStock, amountById(trx, n.productId, byProduct)) });

  return {
    /**
     * Takes units from size rows (a new order; their ids as the order read them with its products)
     * and from their products' totals: one conditional update of every size row (`stock >= quantity`,
     * rows locked in id order), then one of the products' totals. False when a row had too little left
     * (fewer rows taken than asked): the caller must then roll its transaction back. Two statements
     * whatever the number of lines, because the size rows stay locked from the first until the commit:
     * each round trip after it is time other orders for those sizes wait (issue 38's same-rows floor).
     */
    async take(trx: Knex.Transaction, rows: ReadonlyArray<SizeTake>): Promise<boolean> {
      if (rows.length === 0) return true;
      const n = names();
      const bySize = new Map<number, number>();
      const byProduct = new Map<number, number>();
      for (const row of rows) {
        bySize.set(row.sizeId, (bySize.get(row.sizeId) ?? 0) + row.quantity);
        byProduct.set(row.productId, (byProduct.get(row.productId) ?? 0) + row.quantity);
      }
      const taken = await prepared(
        trx(n.sizes)
          .whereIn(n.sizeId, lockedInIdOrder(trx, n.sizes, n.sizeId, bySize.keys()))
          .where(n.sizeStock, '>=', amountById(trx, n.sizeId, bySize))
          .update({ [n.sizeStock]: columnMinus(trx, n.sizeStock, amountById(trx, n.sizeId, bySize)) }),
        'take_sizes',
        bySize.size,
      );
      if (taken !== bySize.size) return false;
      await prepared(moveProductTotals(trx, n, byProduct, '-'), 'take_products', byProduct.size);
      return true;
    },

    /**
     * Moves stock both ways at once (an order edit, ADR 022): a positive quantity takes units, a
     * negative one gives them back. Every size row of the edit is locked in the one statement, in id
     * order, so two edits moving the same sizes opposite ways cannot deadlock. False when a taken
     * size has too little left or does not exist (roll back); a size gone from the product cannot
     * take units back, as in giveBack.
     */
    async adjust(trx: Knex.Transaction, lines: ReadonlyArray<StockLine>): Promise<boolean> {
      const moving = lines.filter((line) => line.quantity !== 0);
      if (moving.length === 0) return true;
      const n = names();
      const { bySize, byProduct, stockOf, missing } = await lockSizes(trx, n, moving);
      if (missing.some((line) => line.quantity > 0)) return false;
      for (const [id, quantity] of bySize) if (quantity === 0) bySize.delete(id);
      if ([...bySize].some(([id, quantity]) => quantity > 0 && (stockOf.get(id) ?? 0) < quantity)) return false;
      if (bySize.size > 0) {
        const moved = await trx(n.sizes)
          .whereIn(n.sizeId, [...bySize.keys()])
          .where(n.sizeStock, '>=', amountById(trx, n.sizeId, bySize))
          .update({ [n.sizeStock]: columnMinus(trx, n.sizeStock, amountById(trx, n.sizeId, bySize)) });
        if (moved !== bySize.size) return false;
      }
      for (const [id, quantity] of byProduct) if (quantity === 0) byProduct.delete(id);
      if (byProduct.size > 0) await moveProductTotals(trx, n, byProduct, '-');
      return true;
    },

    /**
     * Gives each line's units back to its size and to the product's total (a cancelled or returned
     * order). A size the product no longer has (an editor removed it) cannot take units back: those
     * lines are answered, and the product's total stays the sum of its sizes.
     */
    async giveBack(trx: Knex.Transaction, lines: ReadonlyArray<StockLine>): Promise<{ missing: StockLine[] }> {
      if (lines.length === 0) return { missing: [] };
      const n = names();
      const { bySize, byProduct, missing } = await lockSizes(trx, n, lines);
      if (bySize.size > 0) {
        await trx(n.sizes)
          .whereIn(n.sizeId, [...bySize.keys()])
          .update({ [n.sizeStock]: columnPlus(trx, n.sizeStock, amountById(trx, n.sizeId, bySize)) });
        await moveProductTotals(trx, n, byProduct, '+');
      }
      return { missing };
    },
  };
};

export type InventoryService = ReturnType<typeof inventoryService>;
export default inventoryService;
