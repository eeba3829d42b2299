import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { HAND_WRITTEN_SQL, checkHandWrittenSqlNames, columnOf, componentLinkOf, joinTableOf, metadataProblems, morphLinkOf, tableOf, type MetadataLike } from './names';

type FakeModel = { tableName?: unknown; attributes: Record<string, Record<string, unknown>> };

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/\W/g, '_');

/** Metadata shaped as Strapi 5.54 shapes it, with every piece HAND_WRITTEN_SQL declares. */
function completeMetadata(): { models: Map<string, FakeModel>; identifiers: Record<string, unknown> } {
  const models = new Map<string, FakeModel>();
  for (const [uid, needs] of Object.entries(HAND_WRITTEN_SQL)) {
    const table = snake(uid.split('.').pop()!);
    const attributes: FakeModel['attributes'] = {};
    for (const attribute of needs.columns) attributes[attribute] = { type: 'string', columnName: snake(attribute) };
    for (const attribute of 'relations' in needs ? needs.relations : []) {
      attributes[attribute] = {
        type: 'relation',
        target: 'api::other.other',
        joinTable: { name: `${table}_${attribute}_lnk`, joinColumn: { name: `${table}_id` }, inverseJoinColumn: { name: `${attribute}_id` }, pivotColumns: [`${table}_id`, `${attribute}_id`] },
      };
    }
    for (const attribute of 'components' in needs ? needs.components : []) {
      attributes[attribute] = {
        type: 'relation',
        target: 'shop.size-stock',
        joinTable: {
          name: `${table}_cmps`,
          joinColumn: { name: 'entity_id' },
          inverseJoinColumn: { name: 'cmp_id' },
          orderColumnName: 'order',
          pivotColumns: ['entity_id', 'cmp_id', 'field', 'component_type'],
        },
      };
    }
    for (const attribute of 'morphs' in needs ? needs.morphs : []) {
      const name = `${table}_${attribute}_mph`;
      attributes[attribute] = {
        type: 'relation',
        joinTable: { name, joinColumn: { name: 'file_id' }, morphColumn: { idColumn: { name: `${attribute}_id` }, typeColumn: { name: `${attribute}_type` } } },
      };
      models.set(name, { tableName: name, attributes: { id: {}, field: {}, order: {} } });
    }
    models.set(uid, { tableName: table, attributes });
  }
  return { models, identifiers: { FIELD_COLUMN: 'field', ORDER_COLUMN: 'order' } };
}

const asMetadata = ({ models, identifiers }: ReturnType<typeof completeMetadata>): MetadataLike => ({
  has: (uid) => models.has(uid),
  get: (uid) => {
    const model = models.get(uid);
    if (!model) throw new Error(`Metadata for "${uid}" not found`);
    return model;
  },
  identifiers,
});

/** The complete metadata with one change made to it. */
const changed = (change: (metadata: ReturnType<typeof completeMetadata>) => void): MetadataLike => {
  const metadata = completeMetadata();
  change(metadata);
  return asMetadata(metadata);
};
const model = (metadata: ReturnType<typeof completeMetadata>, uid: string) => metadata.models.get(uid)!;

describe('the start-up check of Strapi’s metadata', () => {
  it('passes on metadata that has every declared piece', () => {
    expect(metadataProblems(asMetadata(completeMetadata()))).toEqual([]);
    expect(() => checkHandWrittenSqlNames(asMetadata(completeMetadata()))).not.toThrow();
  });

  it('names a component field whose join table is gone, and the files whose SQL needs updating', () => {
    const metadata = changed((m) => delete model(m, 'api::product.product').attributes.sizes!.joinTable);
    expect(() => checkHandWrittenSqlNames(metadata)).toThrow(
      "Strapi's metadata for api::product.product no longer has a join table for `sizes`: the hand-written SQL in " +
        'cms/src/api/product/services/product-rows.ts, cms/src/api/product/services/product.ts, cms/src/api/order/services/inventory.ts, ' +
        'cms/src/api/order/services/life-cycle.ts, cms/src/api/order/services/order-edits.ts, cms/src/api/order/services/statistics.ts, cms/src/database/search-columns.ts, cms/src/database/indexes.ts, cms/src/database/full-text.ts needs updating.',
    );
  });

  it('names each missing piece: a model, an attribute, a column name, a table name', () => {
    const problems = metadataProblems(
      changed((m) => {
        m.models.delete('api::promo.promo');
        delete model(m, 'api::order.order').attributes.settledAt;
        delete model(m, 'api::category.category').attributes.nameAr!.columnName;
        model(m, 'shop.size-stock').tableName = undefined;
      }),
    );
    expect(problems.map((problem) => problem.split(': the hand-written SQL')[0])).toEqual([
      "Strapi's metadata for api::category.category no longer has a column name for `nameAr`",
      "Strapi's metadata for shop.size-stock no longer has a table name",
      "Strapi's metadata for api::order.order no longer has the attribute `settledAt`",
      "Strapi's metadata for api::promo.promo is missing",
    ]);
  });

  it('names a relation whose join columns were renamed away', () => {
    const problems = metadataProblems(changed((m) => delete (model(m, 'api::order.order').attributes.user!.joinTable as { inverseJoinColumn?: unknown }).inverseJoinColumn));
    expect(problems).toEqual([expect.stringContaining("api::order.order no longer names the join columns of `user`'s join table (order_user_lnk)")]);
  });

  it('names a component link table without its component type or order column', () => {
    const withoutType = metadataProblems(changed((m) => ((model(m, 'api::product.product').attributes.sizes!.joinTable as { pivotColumns: string[] }).pivotColumns = ['entity_id', 'cmp_id', 'field'])));
    expect(withoutType).toEqual([expect.stringContaining("no longer has a component type column in `sizes`'s join table (product_cmps)")]);
    const withoutOrder = metadataProblems(changed((m) => delete (model(m, 'api::product.product').attributes.sizes!.joinTable as { orderColumnName?: string }).orderColumnName));
    expect(withoutOrder).toEqual([expect.stringContaining("no longer has an order column in `sizes`'s join table (product_cmps)")]);
  });

  it('names the media morph link table when its columns change', () => {
    const withoutType = metadataProblems(changed((m) => delete (model(m, 'plugin::upload.file').attributes.related!.joinTable as { morphColumn?: unknown }).morphColumn));
    expect(withoutType).toEqual([
      "Strapi's metadata for plugin::upload.file no longer names the owner, related id and related type columns of `related`'s morph link table (file_related_mph): " +
        'the hand-written SQL in cms/src/api/product/services/product-rows.ts needs updating.',
    ]);
    const withoutOrder = metadataProblems(changed((m) => delete model(m, 'file_related_mph').attributes.order));
    expect(withoutOrder).toEqual([expect.stringContaining("plugin::upload.file no longer has a `order` column in `related`'s morph link table (file_related_mph)")]);
  });
});

describe('the names handed to the hand-written SQL', () => {
  const strapi = { db: { metadata: asMetadata(completeMetadata()) } } as unknown as Core.Strapi;

  it('are the metadata’s', () => {
    expect(tableOf(strapi, 'api::product.product')).toBe('product');
    expect(columnOf(strapi, 'api::product.product', 'countInStock')).toBe('count_in_stock');
    expect(joinTableOf(strapi, 'api::order.order', 'user')).toEqual({ name: 'order_user_lnk', ownerColumn: 'order_id', targetColumn: 'user_id' });
    expect(componentLinkOf(strapi, 'api::product.product', 'sizes')).toEqual({
      name: 'product_cmps',
      ownerColumn: 'entity_id',
      componentColumn: 'cmp_id',
      fieldColumn: 'field',
      field: 'sizes',
      typeColumn: 'component_type',
      componentType: 'shop.size-stock',
      orderColumn: 'order',
    });
    expect(morphLinkOf(strapi, 'plugin::upload.file', 'related')).toEqual({
      name: 'file_related_mph',
      ownerColumn: 'file_id',
      relatedIdColumn: 'related_id',
      relatedTypeColumn: 'related_type',
      fieldColumn: 'field',
      orderColumn: 'order',
    });
  });
});

describe('the files named in HAND_WRITTEN_SQL', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const sourceFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? sourceFiles(full) : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  const named = new Set(Object.values(HAND_WRITTEN_SQL).flatMap((needs) => needs.usedBy));

  it('exist, and are every file that takes its names from this module', () => {
    for (const file of named) expect(existsSync(path.join(src, file)), file).toBe(true);
    const users = sourceFiles(src)
      .filter((file) => /from '(\.\.\/)*(database\/|\.\/)names'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => file !== 'index.ts'); // the start-up check itself
    expect(users.length).toBeGreaterThan(10);
    expect(users.filter((file) => !named.has(file))).toEqual([]);
  });
});
