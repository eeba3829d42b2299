import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite is the zero-config local default (a file under cms/data/, git-ignored);
 * PostgreSQL is what production and the tests use (see docs/decisions/001).
 * `||` rather than env defaults: an empty value in .env must not beat the fallback.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT') || 'sqlite';
  const pool = { min: env.int('DATABASE_POOL_MIN') || 2, max: env.int('DATABASE_POOL_MAX') || 10 };
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT') || 10000;

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL') || undefined,
          host: env('DATABASE_HOST') || '127.0.0.1',
          port: env.int('DATABASE_PORT') || 5432,
          database: env('DATABASE_NAME') || 'pointe',
          user: env('DATABASE_USERNAME') || 'postgres',
          password: env('DATABASE_PASSWORD') || '',
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA') || 'public',
        },
        pool,
        acquireConnectionTimeout,
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`);
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME') || 'data/pointe.db'),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};

export default config;
