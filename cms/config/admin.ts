import type { Core } from '@strapi/strapi';
import { DEFAULT_STOREFRONT_URL } from '@pointe/config';
import { previewHandler } from '../src/catalog/preview';
import { requireEnv } from './server';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: requireEnv(env, 'ADMIN_JWT_SECRET'),
    // How long a panel sign-in's access token lasts before the panel renews it (Strapi's 30 minutes by default).
    sessions: { accessTokenLifespan: Number(env('ADMIN_ACCESS_TOKEN_LIFESPAN', '')) || 30 * 60 },
  },
  apiToken: { salt: requireEnv(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: requireEnv(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: requireEnv(env, 'ENCRYPTION_KEY') },
  // No internet on our machines: no newsletter prompts or enterprise banners.
  flags: { nps: false, promoteEE: false, docLinks: false },
  autoOpen: false,
  // The panel's Preview opens a product's shop page (src/catalog/preview.ts) in a frame: the shop's
  // origin is allowed as a frame source here, and the shop lets the panel frame it (its CMS_PUBLIC_URL).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(env('STOREFRONT_URL') || DEFAULT_STOREFRONT_URL).origin],
      handler: previewHandler(env('STOREFRONT_URL') || DEFAULT_STOREFRONT_URL, () => strapi),
    },
  },
});

export default config;
