import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES, PICTURE_MIME_TYPES } from '@pointe/config';
import { TOKEN_LIFETIME_SECONDS } from '../src/auth/token-lifetime';
import { readUploadStorage, uploadProviderConfig } from '../src/media/storage';
import { requireEnv } from './server';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const smtpHost = env('SMTP_HOST');
  return {
    'users-permissions': {
      config: {
        jwtSecret: requireEnv(env, 'JWT_SECRET'),
        jwtManagement: 'legacy-support',
        // As long as the storefront's session cookie (30 days); a password reset or change ends older
        // tokens, a sign-out every token of its session (src/auth/authenticate.ts).
        jwt: { expiresIn: TOKEN_LIFETIME_SECONDS, algorithm: 'HS256' },
        // The public register route may set nothing but username, email and password.
        register: { allowedFields: [] },
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        // Without SMTP_HOST (the local default) mail is rendered as JSON and printed to the log.
        providerOptions: smtpHost
          ? {
              host: smtpHost,
              port: env.int('SMTP_PORT') || 587,
              // Reuse a few SMTP connections: an order confirmation no longer opens one of its own.
              pool: true,
              maxConnections: 3,
              secure: env.bool('SMTP_SECURE', false),
              auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
              ignoreTLS: !env.bool('SMTP_SECURE', false) && env.bool('SMTP_IGNORE_TLS', false),
              // The name this server gives in EHLO (the machine's hostname unless set): some relays want a full domain name.
              name: env('SMTP_HELO_NAME') || undefined,
            }
          : { jsonTransport: true },
        settings: {
          defaultFrom: env('SMTP_FROM') || 'Pointe <no-reply@pointe.example>',
          defaultReplyTo: env('SMTP_FROM') || 'Pointe <no-reply@pointe.example>',
        },
      },
    },
    upload: {
      config: {
        // UPLOAD_PROVIDER=s3 keeps the files in a bucket (src/media/storage.ts); local disk otherwise.
        ...uploadProviderConfig(readUploadStorage(process.env)),
        // The shop's upload policy (config/src/uploads.ts). These settings are the plugin's first check;
        // src/extensions/upload decides by the file's bytes and re-encodes every picture.
        sizeLimit: MAX_UPLOAD_BYTES,
        security: {
          allowedTypes: PICTURE_MIME_TYPES,
          deniedTypes: ['image/svg+xml', 'text/*', 'application/*'],
        },
      },
    },
  };
};

export default config;
