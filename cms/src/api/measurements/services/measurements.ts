import type { Core } from '@strapi/strapi';
import { MEASUREMENTS, measurementsJson, type Measurements } from '@pointe/config';

const USER_UID = 'plugin::users-permissions.user';

/** What is stored, read back through the wire schema: anything else in the column (an old shape, an editor's JSON) is dropped. */
function storedMeasurements(value: unknown): Measurements {
  const parsed = measurementsJson.safeParse(typeof value === 'string' ? safeJson(value) : value);
  if (!parsed.success) return {};
  const kept: Measurements = {};
  for (const measurement of MEASUREMENTS) {
    const centimetres = parsed.data[measurement];
    if (centimetres !== undefined) kept[measurement] = centimetres;
  }
  return kept;
}

/** SQLite keeps JSON columns as text. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type MeasurementsService = ReturnType<typeof measurementsService>;

/** A shopper's saved measurements (the size guide preselects her size from them): hers only, read and written by her id. */
const measurementsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(userId: number): Promise<Measurements> {
    const user: { measurements: unknown } | null = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['measurements'] });
    return storedMeasurements(user?.measurements);
  },

  /** Replaces what she saved (a measurement left out is forgotten; none at all forgets them all). */
  async save(userId: number, measurements: Measurements): Promise<Measurements> {
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { measurements } });
    return storedMeasurements(measurements);
  },
});

export default measurementsService;
