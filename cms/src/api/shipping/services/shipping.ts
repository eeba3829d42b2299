import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  GOVERNORATES,
  OPEN_BY_DEFAULT,
  ZONES,
  type AdminShippingZonesJson,
  type GovernorateBody,
  type GovernorateName,
  type ShippingOptionsJson,
  type ShippingRule,
  type ShippingZoneBody,
  type ZoneKey,
} from '@pointe/config';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { prepared } from '../../../database/prepared';

export const ZONE_UID = 'api::shipping.shipping-zone';
export const GOVERNORATE_UID = 'api::shipping.governorate';

interface ZoneRow {
  id: number;
  key: ZoneKey;
  name: string;
  nameAr: string;
  shippingPrice: number | string;
  freeShippingAbove: number | string;
  deliveryDays: number;
  position: number;
}

interface GovernorateRow {
  id: number;
  key: string;
  name: GovernorateName;
  nameAr: string;
  isOpen: boolean | null;
  position: number;
  zone?: ZoneRow | null;
}

/** What the order transaction needs of the shipping address's governorate. */
export interface GovernorateForOrder {
  name: GovernorateName;
  nameAr: string;
  rule: ShippingRule;
}

const ruleOf = (zone: ZoneRow): ShippingRule => ({ shippingPrice: Number(zone.shippingPrice), freeShippingAbove: Number(zone.freeShippingAbove) });

const shippingService = ({ strapi }: { strapi: Core.Strapi }) => {
  const zones = () => strapi.db.query(ZONE_UID);
  const governorates = () => strapi.db.query(GOVERNORATE_UID);

  const adminZones = async (): Promise<AdminShippingZonesJson> => {
    const rows: Array<ZoneRow & { governorates?: GovernorateRow[] }> = await zones().findMany({
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      populate: { governorates: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } },
    });
    return {
      zones: rows.map((zone) => ({
        key: zone.key,
        name: zone.name,
        nameAr: zone.nameAr,
        ...ruleOf(zone),
        deliveryDays: Number(zone.deliveryDays),
        governorates: (zone.governorates ?? []).map((row) => ({ key: row.key, name: row.name, nameAr: row.nameAr, isOpen: Boolean(row.isOpen) })),
      })),
    };
  };

  return {
    /**
     * Creates the zones and governorates a new shop starts with (the spec's three cities open at its
     * price, the rest closed), and any the shop lacks. Never changes one that exists: the shop's own
     * fees and choices stay. Run at start-up under the start-up lock (src/index.ts).
     */
    async seed(): Promise<number> {
      let created = 0;
      const zoneIds = new Map<string, number>();
      for (const [position, zone] of ZONES.entries()) {
        const found: ZoneRow | null = await zones().findOne({ where: { key: zone.key }, select: ['id'] });
        if (found) zoneIds.set(zone.key, found.id);
        else {
          const row: ZoneRow = await zones().create({ data: { ...zone, position } });
          zoneIds.set(zone.key, row.id);
          created += 1;
        }
      }
      for (const [position, governorate] of GOVERNORATES.entries()) {
        const found = await governorates().findOne({ where: { key: governorate.key }, select: ['id'] });
        if (found) continue;
        await governorates().create({
          data: { ...governorate, zone: zoneIds.get(governorate.zone), isOpen: OPEN_BY_DEFAULT.includes(governorate.name), position },
        });
        created += 1;
      }
      return created;
    },

    /** The open governorates with their zone's shipping: what the checkout offers. */
    async openOptions(): Promise<ShippingOptionsJson> {
      const rows: GovernorateRow[] = await governorates().findMany({
        where: { isOpen: true },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        populate: { zone: true },
      });
      return {
        governorates: rows.flatMap((row) =>
          row.zone
            ? [{ key: row.key, name: row.name, nameAr: row.nameAr, zone: row.zone.key, ...ruleOf(row.zone), deliveryDays: Number(row.zone.deliveryDays) }]
            : [],
        ),
      };
    },

    adminZones,

    /**
     * The governorate an order goes to, with its zone's rule, in the caller's transaction (an order
     * or an edit of one); null when it is closed, has no zone or is unknown.
     */
    async forOrder(trx: Knex, name: string): Promise<GovernorateForOrder | null> {
      const governorate = (attribute: ColumnOf<typeof GOVERNORATE_UID>) => `g.${columnOf(strapi, GOVERNORATE_UID, attribute)}`;
      const zone = (attribute: ColumnOf<typeof ZONE_UID>) => `z.${columnOf(strapi, ZONE_UID, attribute)}`;
      const link = joinTableOf(strapi, GOVERNORATE_UID, 'zone');
      const row: { name: GovernorateName; nameAr: string; isOpen: boolean | number | null; shippingPrice: string | number; freeShippingAbove: string | number } | undefined = await prepared(
        trx({ g: tableOf(strapi, GOVERNORATE_UID) }),
        'governorate_for_order',
      )
        .join({ l: link.name }, `l.${link.ownerColumn}`, governorate('id'))
        .join({ z: tableOf(strapi, ZONE_UID) }, zone('id'), `l.${link.targetColumn}`)
        .where(governorate('name'), name)
        .first({ name: governorate('name'), nameAr: governorate('nameAr'), isOpen: governorate('isOpen'), shippingPrice: zone('shippingPrice'), freeShippingAbove: zone('freeShippingAbove') });
      if (!row?.isOpen) return null;
      return { name: row.name, nameAr: row.nameAr, rule: { shippingPrice: Number(row.shippingPrice), freeShippingAbove: Number(row.freeShippingAbove) } };
    },

    /** The open governorates' English names, in the seed's order: the choices a closed one's refusal names. */
    async openNames(): Promise<string[]> {
      const rows: Array<Pick<GovernorateRow, 'name'>> = await governorates().findMany({ where: { isOpen: true }, select: ['name'], orderBy: [{ position: 'asc' }, { id: 'asc' }] });
      // Alphabetical, as the spec's refusal lists them: "City must be one of Alexandria, Cairo, Giza".
      return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'en'));
    },

    /** Sets a zone's fee, threshold and estimate; false when there is no such zone. */
    async updateZone(key: string, body: ShippingZoneBody): Promise<boolean> {
      const found: ZoneRow | null = await zones().findOne({ where: { key }, select: ['id'] });
      if (!found) return false;
      await zones().update({ where: { id: found.id }, data: body });
      return true;
    },

    /** Opens or closes a governorate; false when there is no such governorate. */
    async updateGovernorate(key: string, body: GovernorateBody): Promise<boolean> {
      const found: GovernorateRow | null = await governorates().findOne({ where: { key }, select: ['id'] });
      if (!found) return false;
      await governorates().update({ where: { id: found.id }, data: { isOpen: body.isOpen } });
      return true;
    },
  };
};

export type ShippingService = ReturnType<typeof shippingService>;
export default shippingService;
