import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // Outermost, so every /api refusal (including the body parser's) leaves as { message }.
  'global::api-errors',
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors, so a lost database becomes a 503 before it could become a 500.
  'global::database-unavailable',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb' } },
  'global::clean-input',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
