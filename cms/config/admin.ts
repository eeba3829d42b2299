import type { Core } from '@strapi/strapi';
import { requireEnv } from './server';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: requireEnv(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: requireEnv(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: requireEnv(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: requireEnv(env, 'ENCRYPTION_KEY') },
  // No internet on our machines: no newsletter prompts or enterprise banners.
  flags: { nps: false, promoteEE: false, docLinks: false },
  autoOpen: false,
});

export default config;
