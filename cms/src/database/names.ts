import type { Core } from '@strapi/strapi';

/**
 * The one place the shop's hand-written SQL (knex) gets its table, column and link-table names from.
 * They are read from Strapi's metadata rather than spelled out, so they follow the content-type
 * schemas (collectionName, Strapi's naming rules). That metadata is Strapi's internals, not a public
 * API: an upgrade may reshape it. So every name the SQL uses is declared in HAND_WRITTEN_SQL below
 * (the accessors accept nothing else), and `checkHandWrittenSqlNames` runs at start-up: a missing or
 * reshaped piece stops the CMS with a message naming it, instead of a wrong query on some later
 * request. No file outside src/database reads `strapi.db.metadata` (an ESLint rule enforces it).
 */

/** What the SQL reads of one content type or component, and the files whose SQL reads it. */
interface Needs {
  /** Scalar attributes read or written as columns. */
  readonly columns: readonly string[];
  /** Relations joined through their link table (owner column, target column). */
  readonly relations?: readonly string[];
  /** Component fields joined through the owner's component link table. */
  readonly components?: readonly string[];
  /** Polymorphic relations joined through their morph link table (e.g. the media library's files_related_mph). */
  readonly morphs?: readonly string[];
  /** Paths under cms/src, for the message when this model's metadata no longer fits. */
  readonly usedBy: readonly string[];
}

export const HAND_WRITTEN_SQL = {
  'api::product.product': {
    columns: ['id', 'documentId', 'name', 'nameAr', 'slug', 'brand', 'description', 'descriptionAr', 'price', 'countInStock', 'createdAt', 'updatedAt', 'colour', 'colourAr', 'swatch'],
    relations: ['category', 'family'],
    components: ['sizes'],
    usedBy: [
      'api/product/services/product-rows.ts',
      'api/product/services/product.ts',
      'api/order/services/inventory.ts',
      'api/order/services/life-cycle.ts',
      'api/order/services/order-edits.ts',
      'api/order/services/statistics.ts',
      'database/search-columns.ts',
      'database/indexes.ts',
      'database/full-text.ts',
    ],
  },
  'api::category.category': {
    columns: ['id', 'name', 'nameAr', 'position'],
    usedBy: ['api/product/services/product-rows.ts', 'api/product/services/product.ts', 'api/order/services/statistics.ts'],
  },
  'api::product-family.product-family': {
    columns: ['id', 'name'],
    usedBy: ['api/product/services/product-rows.ts'],
  },
  'shop.size-stock': {
    columns: ['id', 'size', 'countInStock'],
    usedBy: ['api/product/services/product-rows.ts', 'api/product/services/product.ts', 'api/order/services/inventory.ts', 'database/search-columns.ts', 'database/indexes.ts'],
  },
  'plugin::upload.file': {
    columns: ['id', 'url', 'width', 'formats'],
    morphs: ['related'],
    usedBy: ['api/product/services/product-rows.ts'],
  },
  'api::order.order': {
    columns: [
      'id',
      'documentId',
      'createdAt',
      'updatedAt',
      'orderStatus',
      'orderItems',
      'totalPrice',
      'events',
      'trackingNumber',
      'isPaid',
      'paidAt',
      'isDelivered',
      'deliveredAt',
      'settledAt',
      'idempotencyKey',
      'language',
      'placedBeforeStatuses',
      'orderNumber',
      'courier',
      'cashCollected',
      'cashExpected',
      'cashSettledAt',
      'cashSettlement',
      'mobileKey',
      'addressKey',
      'shippingAddress',
      'version',
      'itemsPrice',
      'shippingPrice',
      'taxPrice',
      'discount',
      'codFee',
      'promoCode',
      'storeCreditUsed',
      'paymentMethod',
      'publishedAt',
    ],
    relations: ['user'],
    usedBy: [
      'api/courier/services/courier.ts',
      'api/courier/services/settlement.ts',
      'api/order/services/order.ts',
      'api/order/services/order-insert.ts',
      'api/order/services/life-cycle.ts',
      'api/order/services/order-edits.ts',
      'api/order/services/statistics.ts',
      'api/product/services/admin-products.ts',
      'api/account/services/account.ts',
      'database/indexes.ts',
      'database/order-rollups.ts',
      'database/order-pages.ts',
      'database/languages.ts',
      'database/order-statuses.ts',
      'database/order-numbers.ts',
      'database/mobile-keys.ts',
      'api/cod-risk/services/cod-risk.ts',
      'api/store-credit/services/store-credit.ts',
      'api/return-request/services/return-request.ts',
    ],
  },
  'api::store-credit.store-credit-entry': {
    columns: ['id', 'amount', 'entryKey'],
    relations: ['user'],
    usedBy: ['api/store-credit/services/store-credit.ts', 'database/indexes.ts'],
  },
  'api::return-request.return-request': {
    columns: ['id', 'returnStatus', 'version', 'events', 'refunds', 'rejectionReason', 'updatedAt', 'createdAt'],
    usedBy: ['api/return-request/services/return-request.ts', 'database/indexes.ts'],
  },
  'api::shipping.governorate': {
    columns: ['id', 'name', 'nameAr', 'isOpen'],
    relations: ['zone'],
    usedBy: ['api/shipping/services/shipping.ts'],
  },
  'api::shipping.shipping-zone': {
    columns: ['id', 'shippingPrice', 'freeShippingAbove'],
    usedBy: ['api/shipping/services/shipping.ts'],
  },
  'api::cod-risk.cod-rule': {
    columns: ['id', 'maxCodTotal', 'refusalsToBlock', 'maxPendingOrders', 'maxUnitsPerLine', 'codFee'],
    usedBy: ['api/cod-risk/services/cod-risk.ts'],
  },
  'api::account.ended-session': {
    columns: ['sessionId', 'userId', 'keptUntil'],
    usedBy: ['database/indexes.ts'],
  },
  'api::cod-risk.cod-lift': {
    columns: ['mobileNumber'],
    usedBy: ['database/indexes.ts'],
  },
  'api::promo.promo': {
    columns: ['id', 'code', 'usedCount', 'usageLimit', 'expiresAt'],
    usedBy: ['api/promo/services/promo-usage.ts', 'api/order/services/life-cycle.ts'],
  },
  'api::stock-alert.stock-alert': {
    columns: ['id', 'notifiedAt', 'pendingKey', 'email', 'language', 'size'],
    relations: ['product'],
    usedBy: ['api/stock-alert/services/stock-alert.ts', 'database/indexes.ts'],
  },
  'api::saved-item.saved-item': {
    columns: ['ownerKey'],
    usedBy: ['database/indexes.ts'],
  },
  'api::courier.courier-event': {
    columns: ['eventKey'],
    usedBy: ['database/indexes.ts'],
  },
  'api::payment.payment': {
    columns: ['id', 'providerOrderId', 'reference', 'state', 'holdUntil', 'method', 'amountPiastres', 'refundedPiastres', 'flag', 'transferReportedAt'],
    relations: ['order'],
    usedBy: ['database/indexes.ts', 'database/order-pages.ts', 'api/payment/services/payment.ts'],
  },
  'api::payment.payment-notice': {
    columns: ['noticeKey'],
    usedBy: ['database/indexes.ts'],
  },
  'api::outbox.outbox-mail': {
    columns: ['id', 'recipient', 'subject', 'textBody', 'htmlBody', 'status', 'attempts', 'nextAttemptAt', 'lastError', 'sentAt', 'createdAt', 'updatedAt'],
    usedBy: ['api/outbox/services/outbox.ts', 'database/indexes.ts'],
  },
  'plugin::users-permissions.user': {
    columns: ['email', 'language'],
    usedBy: ['api/order/services/statistics.ts', 'database/indexes.ts', 'database/languages.ts'],
  },
} as const satisfies Record<string, Needs>;

type Declared = typeof HAND_WRITTEN_SQL;
export type ModelUid = keyof Declared;
type ListOf<Uid extends ModelUid, Key extends 'columns' | 'relations' | 'components' | 'morphs'> = Declared[Uid] extends Record<Key, readonly string[]>
  ? Declared[Uid][Key][number]
  : never;
/** The attributes of `Uid` that the SQL may read as columns (declared above, so checked at start-up). */
export type ColumnOf<Uid extends ModelUid> = ListOf<Uid, 'columns'>;

/**
 * The part of Strapi's metadata (`strapi.db.metadata`) this module reads, typed loosely on purpose:
 * the check below must describe what it finds whatever shape an upgrade gives it.
 */
export interface MetadataLike {
  has(uid: string): boolean;
  get(uid: string): { tableName?: unknown; attributes?: Record<string, unknown> };
  readonly identifiers: { readonly FIELD_COLUMN?: unknown; readonly ORDER_COLUMN?: unknown };
}

const metadataOf = (strapi: Core.Strapi): MetadataLike => strapi.db.metadata as unknown as MetadataLike;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const nameAt = (value: unknown, ...path: string[]): string | undefined => {
  const found = path.reduce<unknown>((at, key) => record(at)[key], value);
  return isName(found) ? found : undefined;
};

type Shape = { ok: true; name: string } | { ok: false; problem: string };

const columnShape = (meta: MetadataLike, uid: string, attribute: string): Shape => {
  const found = meta.get(uid).attributes?.[attribute];
  if (found === undefined) return { ok: false, problem: `no longer has the attribute \`${attribute}\`` };
  const name = nameAt(found, 'columnName');
  return name ? { ok: true, name } : { ok: false, problem: `no longer has a column name for \`${attribute}\`` };
};

interface RelationLink {
  name: string;
  ownerColumn: string;
  targetColumn: string;
}
type RelationShape = { ok: true; link: RelationLink; joinTable: Record<string, unknown>; target: string } | { ok: false; problem: string };

/** A relation's (or component field's) link table: not a polymorphic one, those have no inverse column. */
const relationShape = (meta: MetadataLike, uid: string, attribute: string): RelationShape => {
  const found = meta.get(uid).attributes?.[attribute];
  if (found === undefined) return { ok: false, problem: `no longer has the attribute \`${attribute}\`` };
  const joinTable = record(found).joinTable;
  const [name, ownerColumn, targetColumn] = [nameAt(joinTable, 'name'), nameAt(joinTable, 'joinColumn', 'name'), nameAt(joinTable, 'inverseJoinColumn', 'name')];
  if (!name) return { ok: false, problem: `no longer has a join table for \`${attribute}\`` };
  if (!ownerColumn || !targetColumn) return { ok: false, problem: `no longer names the join columns of \`${attribute}\`'s join table (${name})` };
  return { ok: true, link: { name, ownerColumn, targetColumn }, joinTable: record(joinTable), target: String(record(found).target ?? '') };
};

interface ComponentLink {
  name: string;
  ownerColumn: string;
  componentColumn: string;
  fieldColumn: string;
  field: string;
  typeColumn: string;
  componentType: string;
  orderColumn: string;
}

const componentShape = (meta: MetadataLike, uid: string, attribute: string): { ok: true; link: ComponentLink } | { ok: false; problem: string } => {
  const relation = relationShape(meta, uid, attribute);
  if (!relation.ok) return relation;
  const { link, joinTable, target } = relation;
  const fieldColumn = meta.identifiers.FIELD_COLUMN;
  if (!isName(fieldColumn)) return { ok: false, problem: 'no longer has identifiers.FIELD_COLUMN' };
  const pivotColumns = Array.isArray(joinTable.pivotColumns) ? (joinTable.pivotColumns as unknown[]) : [];
  if (!pivotColumns.includes(fieldColumn)) return { ok: false, problem: `no longer has a \`${fieldColumn}\` column in \`${attribute}\`'s join table (${link.name})` };
  // Strapi's pivot columns are the owner id, the component id, the field and the component type.
  const typeColumn = pivotColumns.find((column) => isName(column) && ![link.ownerColumn, link.targetColumn, fieldColumn].includes(column));
  if (!isName(typeColumn)) return { ok: false, problem: `no longer has a component type column in \`${attribute}\`'s join table (${link.name})` };
  const orderColumn = joinTable.orderColumnName;
  if (!isName(orderColumn)) return { ok: false, problem: `no longer has an order column in \`${attribute}\`'s join table (${link.name})` };
  if (!target) return { ok: false, problem: `no longer names the component of \`${attribute}\`` };
  return {
    ok: true,
    link: { name: link.name, ownerColumn: link.ownerColumn, componentColumn: link.targetColumn, fieldColumn, field: attribute, typeColumn, componentType: target, orderColumn },
  };
};

interface MorphLink {
  name: string;
  ownerColumn: string;
  relatedIdColumn: string;
  relatedTypeColumn: string;
  fieldColumn: string;
  orderColumn: string;
}

const morphShape = (meta: MetadataLike, uid: string, attribute: string): { ok: true; link: MorphLink } | { ok: false; problem: string } => {
  const found = meta.get(uid).attributes?.[attribute];
  if (found === undefined) return { ok: false, problem: `no longer has the attribute \`${attribute}\`` };
  const joinTable = record(found).joinTable;
  const name = nameAt(joinTable, 'name');
  if (!name) return { ok: false, problem: `no longer has a morph link table for \`${attribute}\`` };
  const [ownerColumn, relatedIdColumn, relatedTypeColumn] = [
    nameAt(joinTable, 'joinColumn', 'name'),
    nameAt(joinTable, 'morphColumn', 'idColumn', 'name'),
    nameAt(joinTable, 'morphColumn', 'typeColumn', 'name'),
  ];
  if (!ownerColumn || !relatedIdColumn || !relatedTypeColumn) {
    return { ok: false, problem: `no longer names the owner, related id and related type columns of \`${attribute}\`'s morph link table (${name})` };
  }
  const { FIELD_COLUMN: fieldColumn, ORDER_COLUMN: orderColumn } = meta.identifiers;
  if (!isName(fieldColumn) || !isName(orderColumn)) return { ok: false, problem: 'no longer has identifiers.FIELD_COLUMN and identifiers.ORDER_COLUMN' };
  // The morph link table is a model of its own in the metadata, with the field and order columns.
  const linkAttributes = meta.has(name) ? (meta.get(name).attributes ?? {}) : {};
  for (const column of [fieldColumn, orderColumn]) {
    if (!(column in linkAttributes)) return { ok: false, problem: `no longer has a \`${column}\` column in \`${attribute}\`'s morph link table (${name})` };
  }
  return { ok: true, link: { name, ownerColumn, relatedIdColumn, relatedTypeColumn, fieldColumn, orderColumn } };
};

/** Each piece of HAND_WRITTEN_SQL that the metadata no longer has, as a sentence. Empty when all is there. */
export function metadataProblems(meta: MetadataLike): string[] {
  const problems: string[] = [];
  for (const [uid, needs] of Object.entries(HAND_WRITTEN_SQL) as Array<[string, Needs]>) {
    const fix = `the hand-written SQL in ${needs.usedBy.map((file) => `cms/src/${file}`).join(', ')} needs updating`;
    const say = (problem: string) => problems.push(`Strapi's metadata for ${uid} ${problem}: ${fix}.`);
    if (!meta.has(uid)) {
      say('is missing');
      continue;
    }
    if (!isName(meta.get(uid).tableName)) say('no longer has a table name');
    const shapes = [
      ...needs.columns.map((attribute) => columnShape(meta, uid, attribute)),
      ...(needs.relations ?? []).map((attribute) => relationShape(meta, uid, attribute)),
      ...(needs.components ?? []).map((attribute) => componentShape(meta, uid, attribute)),
      ...(needs.morphs ?? []).map((attribute) => morphShape(meta, uid, attribute)),
    ];
    for (const shape of shapes) if (!shape.ok) say(shape.problem);
  }
  return problems;
}

/**
 * Run first at start-up (bootstrap): throws, stopping the CMS, when Strapi's metadata no longer has
 * every name the hand-written SQL relies on (after a Strapi upgrade), naming each missing piece.
 */
export function checkHandWrittenSqlNames(meta: MetadataLike): void {
  const problems = metadataProblems(meta);
  if (problems.length > 0) {
    throw new Error(`Strapi's metadata no longer fits the shop's hand-written SQL (after a Strapi upgrade?):\n- ${problems.join('\n- ')}`);
  }
}

/** The start-up check on the running Strapi's metadata. */
export function checkStrapiMetadata(strapi: Core.Strapi): void {
  checkHandWrittenSqlNames(metadataOf(strapi));
}

// The accessors: checked at start-up, so their own errors are for a name asked before bootstrap.
const orThrow = <T>(shape: { ok: true } & T | { ok: false; problem: string }, uid: string): T => {
  if (!shape.ok) throw new Error(`Strapi's metadata for ${uid} ${shape.problem}`);
  return shape;
};

/**
 * Strapi builds its metadata at start and never changes it while running: each name is worked out
 * once per metadata object (issue 24: these look-ups were 1.5 % of the CMS's CPU per order).
 */
const knownNames = new WeakMap<object, Map<string, Map<string, unknown>>>();
function remembered<T>(strapi: Core.Strapi, kind: string, uid: string, attribute: string, work: (meta: MetadataLike) => T): T {
  const meta = metadataOf(strapi);
  let byModel = knownNames.get(meta);
  if (!byModel) knownNames.set(meta, (byModel = new Map()));
  // Keyed by the model, then by kind and attribute joined: no string is built for a name already known.
  let names = byModel.get(uid);
  if (!names) byModel.set(uid, (names = new Map()));
  const known = names.get(attribute) as Record<string, T> | undefined;
  if (known && kind in known) return known[kind]!;
  const value = work(meta);
  names.set(attribute, { ...known, [kind]: value });
  return value;
}

/** The table of a content type or component. */
export function tableOf(strapi: Core.Strapi, uid: ModelUid): string {
  const name = metadataOf(strapi).get(uid).tableName;
  if (!isName(name)) throw new Error(`Strapi's metadata for ${uid} has no table name`);
  return name;
}

/** The column of a scalar attribute (e.g. countInStock → count_in_stock). */
export function columnOf<Uid extends ModelUid>(strapi: Core.Strapi, uid: Uid, attribute: ColumnOf<Uid>): string {
  return remembered(strapi, 'column', uid, attribute, (meta) => orThrow(columnShape(meta, uid, attribute), uid).name);
}

/** The link table of a relation: its name, the owner's column and the target's column. */
export function joinTableOf<Uid extends ModelUid>(strapi: Core.Strapi, uid: Uid, attribute: ListOf<Uid, 'relations'>): RelationLink {
  return remembered(strapi, 'relation', uid, attribute, (meta) => orThrow(relationShape(meta, uid, attribute), uid).link);
}

/**
 * Where a component field's rows are linked to their owner (e.g. products_cmps for Product.sizes):
 * the link table, its owner and component id columns, the two columns that say which field and
 * which component type a link is for (with the values this field uses), and the order column.
 */
export function componentLinkOf<Uid extends ModelUid>(strapi: Core.Strapi, uid: Uid, attribute: ListOf<Uid, 'components'>): ComponentLink {
  return remembered(strapi, 'component', uid, attribute, (meta) => orThrow(componentShape(meta, uid, attribute), uid).link);
}

/**
 * Where a polymorphic relation's links are kept (e.g. files_related_mph for the upload plugin's
 * File.related, which holds every media field's pictures): the link table, the column of the owner
 * of that side (the file), the two columns naming the other end (its id and its type), and the field
 * and order columns.
 */
export function morphLinkOf<Uid extends ModelUid>(strapi: Core.Strapi, uid: Uid, attribute: ListOf<Uid, 'morphs'>): MorphLink {
  return remembered(strapi, 'morph', uid, attribute, (meta) => orThrow(morphShape(meta, uid, attribute), uid).link);
}
