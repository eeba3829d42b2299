import { z } from 'zod';
import { DEFAULT_STOREFRONT_URL } from '@pointe/config';

/** A URL setting: empty (as .env.example leaves it) is its default, as when it is not set. */
const urlSetting = (message: string, fallback: string) => z.preprocess((value) => (value === '' ? undefined : value), z.url({ message }).default(fallback));

/** The storefront's environment, validated once at boot: a bad value stops the server with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CMS_URL: urlSetting('CMS_URL must be the URL of the CMS, e.g. http://127.0.0.1:1337', 'http://127.0.0.1:1337'),
  STOREFRONT_URL: urlSetting('STOREFRONT_URL must be the public URL of the shop', DEFAULT_STOREFRONT_URL),
  SESSION_SECRET: z
    .string({ message: 'SESSION_SECRET is not set: run `npm start` once (it writes .env) or set it in the environment' })
    .min(16, 'SESSION_SECRET must be at least 16 characters'),
  // Signs the shopper's address on every call to the CMS (its per-IP limits); the CMS's own value.
  CMS_CLIENT_IP_SECRET: z
    .string()
    .trim()
    .min(16, 'CMS_CLIENT_IP_SECRET must be at least 16 characters, the same as the CMS\'s')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid storefront environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = parsed.data;
