import type { Core } from '@strapi/strapi';
import { SIZE_CHART_ROW_UID, SIZE_CHART_UID } from './api/size-chart/services/size-chart';
import { besideTheirEnglish, labelField, type Metadatas } from './admin-panel';

/** How the panel names each measurement of a chart row (the storefront's words are its catalogues'). */
const MEASUREMENT_LABELS = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  girth: 'Girth (shoulder, through the legs, back to the shoulder)',
  height: 'Height',
  footLength: 'Foot length',
} as const;

/**
 * Size charts in the panel: titled by their title, listed with their category and brand, the
 * Arabic beside the English, and each collapsed row titled by its size with its fields labelled in
 * centimetres. Set on every start, like the rest of the panel's labels (admin-panel.ts).
 */
export async function configureSizeChartPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: SIZE_CHART_UID });
  if (configuration) {
    const metadatas: Metadatas = configuration.metadatas ?? {};
    labelField(metadatas, 'title', 'Title');
    labelField(metadatas, 'titleAr', 'Title in Arabic (العنوان بالعربية)', { description: 'Optional; left empty, the Arabic pages show the English title' });
    labelField(metadatas, 'category', 'Category', { description: 'The category whose products show this chart', mainField: 'name' });
    labelField(metadatas, 'brand', 'Brand (optional)', {
      description: "Left empty, the chart is the category's; with a brand (as written on its products), it replaces the category's chart for that brand only",
    });
    labelField(metadatas, 'keyMeasurement', 'Deciding measurement (optional)', {
      description: 'When a shopper’s measurements point to different sizes, this one decides (girth for leotards, foot length for shoes); left empty, the larger size is recommended',
    });
    labelField(metadatas, 'notes', 'How to measure (notes)');
    labelField(metadatas, 'notesAr', 'Notes in Arabic (الملاحظات بالعربية)', { description: 'Optional; left empty, the Arabic pages show the English notes' });
    labelField(metadatas, 'rows', 'Sizes (centimetres; leave a measurement empty when the chart does not use it)');
    await contentTypes.updateConfiguration(
      { uid: SIZE_CHART_UID },
      {
        settings: { ...configuration.settings, mainField: 'title' },
        metadatas,
        layouts: {
          ...configuration.layouts,
          list: ['title', 'category', 'brand', 'updatedAt'],
          edit: besideTheirEnglish(configuration.layouts?.edit ?? [], { titleAr: 'title', notesAr: 'notes' }),
        },
      },
    );
  }

  const components = strapi.plugin('content-manager').service('components');
  const component = components.findComponent(SIZE_CHART_ROW_UID);
  if (!component) return;
  const rowConfiguration = await components.findConfiguration(component);
  const rowMetadatas: Metadatas = rowConfiguration.metadatas ?? {};
  labelField(rowMetadatas, 'size', 'Size');
  for (const [measurement, label] of Object.entries(MEASUREMENT_LABELS)) {
    labelField(rowMetadatas, `${measurement}Min`, `${label}: from (cm)`);
    labelField(rowMetadatas, `${measurement}Max`, `${label}: to (cm)`);
  }
  await components.updateConfiguration(component, {
    settings: { ...rowConfiguration.settings, mainField: 'size' },
    metadatas: rowMetadatas,
    layouts: rowConfiguration.layouts,
  });
}
