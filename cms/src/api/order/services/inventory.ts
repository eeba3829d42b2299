import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '../../../database/dialect';
import { columnOf, componentLinkOf, tableOf } from '../../../database/names';
import { runAsOneStatement, type StatementPart } from '../../../database/one-statement';
import { placeholders, quoted } from '../../../database/sql';
import { refusalOf, trueOrRefuse } from '../../../database/refusals';
import { PRODUCT_UID, SIZE_STOCK_UID } from '../../product/services/product-rows';

/** The refusal (database/refusals.ts) of a statement that takes stock when a line cannot be served. */
export const OUT_OF_STOCK = 'outOfStock';

/** Units of one size of one product (the product's internal id). */
export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
}

/**
 * The stock: taken when an order is placed, given back when one is cancelled or returned. Both run
 * inside the caller's transaction, in three statements whatever the number of lines, so rows stay
 * locked as briefly as possible:
 * 1. the size rows of every line are locked at once, in row id order (SELECT … ORDER BY id FOR UPDATE),
 *    so two orders holding the same sizes lock them in the same order and cannot deadlock;
 * 2. one UPDATE changes every size row by its own amount (taking only where enough is left);
 * 3. one UPDATE changes the products' totals by the same amounts, so each stays the sum of its sizes.
 * SQLite has no row locks (a write transaction holds the whole database), so step 1 only reads there.
 * On PostgreSQL, `take` (every order) sends the three steps as one statement (takePart), which an
 * order shares with its insert.
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

  /** `CASE id WHEN 1 THEN 2 … END`: one statement changes every row by its own amount (PostgreSQL and SQLite). */
  const amountById = (knex: Knex, idColumn: string, amounts: Map<number, number>) =>
    knex.raw(`CASE ?? ${[...amounts].map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} END`, [idColumn, ...[...amounts].flat()]);

  /**
   * Statement 1: locks the size rows of these lines, all at once and in id order, and works out how
   * much each size row and each product changes. Lines whose size the product lacks come back in `missing`.
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

  /** Statement 3: the products' totals follow their sizes (− to take, + to give back). */
  const moveProductTotals = (trx: Knex.Transaction, n: Names, byProduct: Map<number, number>, sign: '-' | '+') =>
    trx(n.products)
      .whereIn(n.productId, [...byProduct.keys()])
      .update({ [n.productStock]: trx.raw(`?? ${sign} (?)`, [n.productStock, amountById(trx, n.productId, byProduct)]) });

  /**
   * `take` on PostgreSQL as part of ONE statement (issue 24: one round trip, not three; the order's
   * insert and mail share it): the same three steps as data-modifying CTEs. The size rows are locked
   * in id order (`locked`); each is taken from only where enough is left, and only when every line
   * found its size row (`taken`); the products' totals move only when every size row was taken
   * (`totals`). When any line cannot be served the whole statement fails with the refusal
   * `outOfStock` (database/refusals.ts): nothing it wrote stays, even outside a transaction.
   */
  const takePart = (n: Names, lines: ReadonlyArray<StockLine>): StatementPart => {
    const bySize = new Map<string, StockLine>();
    for (const line of lines) {
      const key = `${line.productId}\u0000${line.size}`;
      bySize.set(key, { ...line, quantity: (bySize.get(key)?.quantity ?? 0) + line.quantity });
    }
    const wanted = [...bySize.values()];
    const byProduct = new Map<number, number>();
    for (const line of wanted) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    const [sizeId, sizes, sizeStock, sizeName] = [quoted(n.sizeId), quoted(n.sizes), quoted(n.sizeStock), quoted(n.size)];
    const [products, productId, productStock] = [quoted(n.products), quoted(n.productId), quoted(n.productStock)];
    const link = { name: quoted(n.link.name), component: quoted(n.link.componentColumn), field: quoted(n.link.fieldColumn), type: quoted(n.link.typeColumn), owner: quoted(n.link.ownerColumn) };
    return {
      ctes: [
        [
          'stock_wanted',
          {
            text: `SELECT * FROM (VALUES ${wanted.map(() => '(CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS INTEGER))').join(', ')}) AS v (product_id, size, quantity)`,
            values: wanted.flatMap((line) => [line.productId, line.size, line.quantity]),
          },
        ],
        [
          'stock_locked',
          {
            text: `SELECT s.${sizeId} AS id, w.quantity FROM ${sizes} s
             JOIN ${link.name} c ON c.${link.component} = s.${sizeId} AND c.${link.field} = ? AND c.${link.type} = ?
             JOIN stock_wanted w ON w.product_id = c.${link.owner} AND w.size = s.${sizeName}
             ORDER BY s.${sizeId} FOR UPDATE OF s`,
            values: [n.link.field, n.link.componentType],
          },
        ],
        [
          'stock_taken',
          {
            text: `UPDATE ${sizes} s SET ${sizeStock} = s.${sizeStock} - l.quantity FROM stock_locked l
             WHERE s.${sizeId} = l.id AND s.${sizeStock} >= l.quantity AND (SELECT count(*) FROM stock_locked) = ?
             RETURNING s.${sizeId}`,
            values: [wanted.length],
          },
        ],
        [
          'stock_totals',
          {
            text: `UPDATE ${products} SET ${productStock} = ${productStock} - (CASE ${productId} ${[...byProduct].map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} END)
             WHERE ${productId} IN (${placeholders(byProduct.size)}) AND (SELECT count(*) FROM stock_taken) = ? RETURNING 1`,
            values: [...[...byProduct].flat(), ...byProduct.keys(), wanted.length],
          },
        ],
      ],
      answers: { stockTaken: trueOrRefuse({ text: '(SELECT count(*) FROM stock_taken) = ?', values: [wanted.length] }, OUT_OF_STOCK) },
    };
  };

  return {
    /**
     * Takes each line's units from its size and from the product's total. False when any line cannot
     * be served (not enough left, or a size the product lacks): the caller must then roll its
     * transaction back, as some rows may already be changed.
     */
    async take(trx: Knex.Transaction, lines: ReadonlyArray<StockLine>): Promise<boolean> {
      if (lines.length === 0) return true;
      const n = names();
      if (isPostgres(strapi)) {
        try {
          return (await runAsOneStatement(trx, [takePart(n, lines)])).stockTaken === true;
        } catch (error) {
          if (refusalOf(error) === OUT_OF_STOCK) return false;
          throw error;
        }
      }
      const { bySize, byProduct, stockOf, missing } = await lockSizes(trx, n, lines);
      if (missing.length > 0 || [...bySize].some(([id, quantity]) => (stockOf.get(id) ?? 0) < quantity)) return false;
      const taken = await trx(n.sizes)
        .whereIn(n.sizeId, [...bySize.keys()])
        .where(n.sizeStock, '>=', amountById(trx, n.sizeId, bySize))
        .update({ [n.sizeStock]: trx.raw('?? - (?)', [n.sizeStock, amountById(trx, n.sizeId, bySize)]) });
      if (taken !== bySize.size) return false;
      await moveProductTotals(trx, n, byProduct, '-');
      return true;
    },

    /**
     * `take` as a part of the caller's statement (PostgreSQL only; order.ts writes the order with
     * it), in a transaction or not: the statement fails with the refusal OUT_OF_STOCK when any line
     * cannot be served.
     */
    takePart(lines: ReadonlyArray<StockLine>): StatementPart {
      return takePart(names(), lines);
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
          .update({ [n.sizeStock]: trx.raw('?? - (?)', [n.sizeStock, amountById(trx, n.sizeId, bySize)]) });
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
          .update({ [n.sizeStock]: trx.raw('?? + (?)', [n.sizeStock, amountById(trx, n.sizeId, bySize)]) });
        await moveProductTotals(trx, n, byProduct, '+');
      }
      return { missing };
    },
  };
};

export type InventoryService = ReturnType<typeof inventoryService>;
export default inventoryService;
