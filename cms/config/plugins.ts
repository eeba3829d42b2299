import type { Core } from '@strapi/strapi';
import { requireEnv } from './server';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const smtpHost = env('SMTP_HOST');
  return {
    'users-permissions': {
      config: {
        jwtSecret: requireEnv(env, 'JWT_SECRET'),
        jwtManagement: 'legacy-support',
        // As long as the storefront's session cookie (30 days); a password reset or change ends older tokens.
        jwt: { expiresIn: '30d', algorithm: 'HS256' },
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
        sizeLimit: 5 * 1024 * 1024,
        security: {
          allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
          deniedTypes: ['image/svg+xml'],
        },
      },
    },
  };
};

export default config;
