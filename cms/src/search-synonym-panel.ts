import type { Core } from '@strapi/strapi';
import { SYNONYM_UID } from './api/search-synonym/services/search-synonym';
import { labelField, type Metadatas } from './admin-panel';

/** Search synonyms in the panel: the words listed and labelled for staff, set on every start (admin-panel.ts). */
export async function configureSynonymPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: SYNONYM_UID });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'words', 'Words that mean the same (الكلمات)', {
    description: 'One word each, parted by commas, e.g. شنطة, حقيبة: a search for any of them finds what the others find. Live on the shop within a second of saving',
  });
  labelField(metadatas, 'oneWay', 'One way', { description: 'Only the first word finds what the others find (leggings, tights: "leggings" finds tights, "tights" does not find leggings)' });
  await contentTypes.updateConfiguration(
    { uid: SYNONYM_UID },
    { settings: { ...configuration.settings, mainField: 'words' }, metadatas, layouts: { ...configuration.layouts, list: ['words', 'oneWay', 'updatedAt'] } },
  );
}
