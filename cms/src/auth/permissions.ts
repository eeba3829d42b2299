import type { Core } from '@strapi/strapi';

/**
 * The shop's accounts go through /api/users/* (src/api/account), with its validation, rate limits and
 * token versions. The users-permissions plugin's own public routes (/api/auth/local, /api/auth/local/register,
 * /api/users/:id, /api/users/me, ...) would bypass all that, so no shop role may call them.
 * The plugin re-creates its defaults on a boot that finds none, hence this runs on every boot.
 */
export async function closeCoreUserRoutes(strapi: Core.Strapi): Promise<void> {
  const roles = await strapi.db.query('plugin::users-permissions.role').findMany({
    where: { type: { $in: ['public', 'authenticated'] } },
    select: ['id'],
  });
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({
    where: { role: { id: { $in: roles.map((role: { id: number }) => role.id) } }, action: { $startsWith: 'plugin::users-permissions.' } },
  });
}
