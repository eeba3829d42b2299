import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // Outermost, so every /api refusal (including the body parser's) leaves as { message }.
  'global::api-errors',
  'strapi::logger',
  'strapi::errors',
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
