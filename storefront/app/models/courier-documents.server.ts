import type { CourierDocumentsForm } from '@pointe/config';
import type { CmsClient, CmsFile } from '~/lib/cms.server';

/** The file the admin's courier form asked for: the labels or packing slips PDF, or the courier's CSV. */
export function courierFile(cms: CmsClient, { ids, kind }: CourierDocumentsForm): Promise<CmsFile> {
  const selection = ids.join(',');
  return kind === 'export' ? cms.file('/orders/courier-export', { ids: selection }) : cms.file('/orders/labels', { ids: selection, kind });
}
