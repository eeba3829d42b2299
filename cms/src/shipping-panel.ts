import type { Core } from '@strapi/strapi';
import { GOVERNORATE_UID, ZONE_UID } from './api/shipping/services/shipping';
import { NAME_IN_ARABIC, besideTheirEnglish, labelField, type Metadatas } from './admin-panel';

/**
 * Shipping zones and governorates in the panel (docs/decisions/017): labelled, titled by their
 * English name, listed with their fee or whether they are open, the Arabic name beside the English.
 * The key is the seed's stable name, read-only. Set on every start, like the rest of the panel.
 */
export async function configureShippingPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const zone = await contentTypes.findConfiguration({ uid: ZONE_UID });
  if (zone) {
    const metadatas: Metadatas = zone.metadatas ?? {};
    labelField(metadatas, 'key', 'Key (stable, set by the shop)', { editable: false });
    labelField(metadatas, 'name', 'Name');
    labelField(metadatas, 'nameAr', NAME_IN_ARABIC);
    labelField(metadatas, 'shippingPrice', 'Shipping price (EGP)', { description: 'Charged on every order to its governorates; a placed order keeps its own' });
    labelField(metadatas, 'freeShippingAbove', 'Free shipping above (EGP)', { description: 'Shipping is free when the items total is above this' });
    labelField(metadatas, 'deliveryDays', 'Delivery estimate (days)');
    labelField(metadatas, 'position', 'Position (order in lists)');
    labelField(metadatas, 'governorates', 'Governorates', { mainField: 'name' });
    await contentTypes.updateConfiguration(
      { uid: ZONE_UID },
      {
        settings: { ...zone.settings, mainField: 'name', defaultSortBy: 'position', defaultSortOrder: 'ASC' },
        metadatas,
        layouts: {
          ...zone.layouts,
          list: ['name', 'shippingPrice', 'freeShippingAbove', 'deliveryDays'],
          edit: besideTheirEnglish(zone.layouts?.edit ?? [], { nameAr: 'name' }),
        },
      },
    );
  }
  const governorate = await contentTypes.findConfiguration({ uid: GOVERNORATE_UID });
  if (governorate) {
    const metadatas: Metadatas = governorate.metadatas ?? {};
    labelField(metadatas, 'key', 'Key (stable, set by the shop)', { editable: false });
    labelField(metadatas, 'name', 'Name (the value orders keep)', { editable: false });
    labelField(metadatas, 'nameAr', NAME_IN_ARABIC);
    labelField(metadatas, 'isOpen', 'Open (shoppers may order to it)');
    labelField(metadatas, 'position', 'Position (order in lists)');
    labelField(metadatas, 'zone', 'Shipping zone', { mainField: 'name', description: 'Its shipping price, threshold and estimate are the zone’s' });
    await contentTypes.updateConfiguration(
      { uid: GOVERNORATE_UID },
      {
        settings: { ...governorate.settings, mainField: 'name', defaultSortBy: 'position', defaultSortOrder: 'ASC' },
        metadatas,
        layouts: {
          ...governorate.layouts,
          list: ['name', 'nameAr', 'zone', 'isOpen'],
          edit: besideTheirEnglish(governorate.layouts?.edit ?? [], { nameAr: 'name' }),
        },
      },
    );
  }
}
