import type { Core, UID } from '@strapi/strapi';

/**
 * Table and column names for the queries written with knex, read from Strapi's metadata rather than
 * spelled out: they follow the content-type schemas (collectionName, Strapi's naming rules) wherever
 * those change. Every hand-written query takes its names from here.
 */

type ModelUid = UID.ContentType | UID.Component;

const attributeOf = (strapi: Core.Strapi, uid: ModelUid, attribute: string) => {
  const found = strapi.db.metadata.get(uid).attributes[attribute];
  if (!found) throw new Error(`${uid} has no attribute "${attribute}"`);
  return found;
};

/** A relation's link table (not a polymorphic one: those have no inverse column). */
const linkTableOf = (strapi: Core.Strapi, uid: ModelUid, attribute: string) => {
  const found = attributeOf(strapi, uid, attribute);
  const joinTable = 'joinTable' in found ? found.joinTable : undefined;
  if (!joinTable || !('inverseJoinColumn' in joinTable)) throw new Error(`${uid}.${attribute} has no join table`);
  return { joinTable, target: 'target' in found ? String(found.target) : '' };
};

/** The table of a content type or component. */
export function tableOf(strapi: Core.Strapi, uid: ModelUid): string {
  return strapi.db.metadata.get(uid).tableName;
}

/** The column of a scalar attribute (e.g. countInStock → count_in_stock). */
export function columnOf(strapi: Core.Strapi, uid: ModelUid, attribute: string): string {
  const found = attributeOf(strapi, uid, attribute);
  if (!('columnName' in found) || !found.columnName) throw new Error(`${uid}.${attribute} is not a column`);
  return found.columnName;
}

/** The link table of a relation: its name, the owner's column and the target's column. */
export function joinTableOf(strapi: Core.Strapi, uid: ModelUid, attribute: string) {
  const { joinTable } = linkTableOf(strapi, uid, attribute);
  return { name: joinTable.name, ownerColumn: joinTable.joinColumn.name, targetColumn: joinTable.inverseJoinColumn.name };
}

/**
 * Where a component field's rows are linked to their owner (e.g. products_cmps for Product.sizes):
 * the link table, its owner and component id columns, and the two columns that say which field and
 * which component type a link is for, with the values this field uses.
 */
export function componentLinkOf(strapi: Core.Strapi, uid: UID.ContentType, attribute: string) {
  const { joinTable, target } = linkTableOf(strapi, uid, attribute);
  const fieldColumn = strapi.db.metadata.identifiers.FIELD_COLUMN;
  // Strapi's pivot columns are the owner id, the component id, the field and the component type.
  const typeColumn = joinTable.pivotColumns.find(
    (column) => ![joinTable.joinColumn.name, joinTable.inverseJoinColumn.name, fieldColumn].includes(column),
  );
  if (!typeColumn) throw new Error(`${uid}.${attribute}: no component type column in ${joinTable.name}`);
  return {
    name: joinTable.name,
    ownerColumn: joinTable.joinColumn.name,
    componentColumn: joinTable.inverseJoinColumn.name,
    fieldColumn,
    field: attribute,
    typeColumn,
    componentType: target,
  };
}

/**
 * Where a polymorphic relation's links are kept (e.g. files_related_mph for the upload plugin's
 * File.related, which holds every media field's pictures): the link table, the column of the owner
 * of that side (the file), the two columns naming the other end (its id and its type), and the field
 * and order columns.
 */
export function morphLinkOf(strapi: Core.Strapi, uid: ModelUid, attribute: string) {
  const found = attributeOf(strapi, uid, attribute);
  const joinTable = 'joinTable' in found ? found.joinTable : undefined;
  if (!joinTable || !('morphColumn' in joinTable)) throw new Error(`${uid}.${attribute} is not a polymorphic relation`);
  const { identifiers } = strapi.db.metadata;
  return {
    name: joinTable.name,
    ownerColumn: joinTable.joinColumn.name,
    relatedIdColumn: joinTable.morphColumn.idColumn.name,
    relatedTypeColumn: joinTable.morphColumn.typeColumn.name,
    fieldColumn: identifiers.FIELD_COLUMN,
    orderColumn: identifiers.ORDER_COLUMN,
  };
}
