import type { Core } from '@strapi/strapi';
import { MAX_ID_LENGTH, coded, firstIssue, governorateBody, shippingZoneBody, type AdminShippingZonesJson, type ShippingOptionsJson } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

/** Short: the storefront's cache is emptied on every change (catalogue events); this only bounds other caches. */
const PUBLIC_CACHE = 'public, max-age=30';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const shipping = () => getService(strapi, 'api::shipping.shipping');
  const keyOf = (value: unknown) => (typeof value === 'string' && value.length <= MAX_ID_LENGTH ? value : '');
  return {
    /** GET /api/shipping-zones: the open governorates with their fee, threshold and estimate. */
    async open(ctx) {
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = (await shipping().openOptions()) satisfies ShippingOptionsJson;
    },

    /** GET /api/admin/shipping-zones (admin). */
    async list(ctx) {
      ctx.body = (await shipping().adminZones()) satisfies AdminShippingZonesJson;
    },

    /** PUT /api/admin/shipping-zones/:key (admin): answers every zone, as the list does. */
    async updateZone(ctx) {
      const parsed = shippingZoneBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      if (!(await shipping().updateZone(keyOf(ctx.params.key), parsed.data))) return refuse(ctx, 404, coded('zoneNotFound'));
      ctx.body = (await shipping().adminZones()) satisfies AdminShippingZonesJson;
    },

    /** PUT /api/admin/governorates/:key (admin): opens or closes it; answers every zone. */
    async updateGovernorate(ctx) {
      const parsed = governorateBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      if (!(await shipping().updateGovernorate(keyOf(ctx.params.key), parsed.data))) return refuse(ctx, 404, coded('governorateNotFound'));
      ctx.body = (await shipping().adminZones()) satisfies AdminShippingZonesJson;
    },
  };
};
