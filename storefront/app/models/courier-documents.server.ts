import type { CourierDocumentsForm } from '@pointe/config';
import type { CmsClient, CmsFile } from '~/lib/cms.server';

/** The file the admin's courier form asked for: the labels or packing slips PDF, or the courier's sheet (CSV or XLSX). */
export function courierFile(cms: CmsClient, { ids, kind }: CourierDocumentsForm): Promise<CmsFile> {
  const selection = ids.join(',');
  switch (kind) {
    case 'export':
      return cms.file('/orders/courier-export', { ids: selection, format: 'csv' });
    case 'export-xlsx':
      return cms.file('/orders/courier-export', { ids: selection, format: 'xlsx' });
    default:
      return cms.file('/orders/labels', { ids: selection, kind });
  }
}
