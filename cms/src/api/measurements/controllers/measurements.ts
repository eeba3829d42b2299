import type { Core } from '@strapi/strapi';
import { firstIssue, givenMeasurements, measurementsForm, type SavedMeasurementsJson } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

/** The signed-in shopper's own measurements: there is no route to anyone else's (the user comes from the token). */
export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const measurements = () => getService(strapi, 'api::measurements.measurements');
  return {
    async mine(ctx) {
      const user = ctx.state.user as ShopUser;
      ctx.body = { measurements: await measurements().read(user.id) } satisfies SavedMeasurementsJson;
    },

    async save(ctx) {
      const body = measurementsForm.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      const user = ctx.state.user as ShopUser;
      ctx.body = { measurements: await measurements().save(user.id, givenMeasurements(body.data)) } satisfies SavedMeasurementsJson;
    },
  };
};
