import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings.js';

describe('readSettings', () => {
  it('has defaults for a local run', () => {
    const settings = readSettings(['node', 'index.js'], {});
    expect(settings).toEqual({
      develop: false,
      port: 3000,
      host: undefined,
      cmsUrl: new URL('http://127.0.0.1:1337'),
      uploadsUrl: new URL('http://127.0.0.1:1337/uploads'),
      publicOrigin: 'http://localhost:3000',
      // The README's panel address and the one the shop calls: both may frame a Preview.
      panelOrigins: ['http://localhost:1337', 'http://127.0.0.1:1337'],
      // A pay-now checkout is sent on to Paymob's hosted page (issue 40).
      paymentPageOrigins: ['https://accept.paymob.com'],
      https: false,
      pageCacheSeconds: 10,
      trustProxy: undefined,
      redisUrl: undefined,
      catalogueChannel: 'pointe:pointe:catalogue-changed',
      catalogueNotifySecret: undefined,
    });
  });

  it('reads the environment and --dev', () => {
    const settings = readSettings(['node', 'index.js', '--dev'], {
      PORT: '3312',
      CMS_URL: 'http://cms:1337',
      STOREFRONT_URL: 'https://pointe.example/shop',
      PAGE_CACHE_SECONDS: '0',
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
    });
    expect(settings).toMatchObject({ develop: true, port: 3312, host: '127.0.0.1', publicOrigin: 'https://pointe.example', https: true, pageCacheSeconds: 0, trustProxy: 1 });
    expect(settings.cmsUrl.host).toBe('cms:1337');
    expect(settings.panelOrigins).toEqual(['http://cms:1337']);
    expect(readSettings([], { CMS_URL: 'http://cms:1337', CMS_PUBLIC_URL: 'https://cms.pointe.example/' }).panelOrigins).toEqual(['https://cms.pointe.example']);
    expect(readSettings([], { CMS_PANEL_ORIGINS: 'https://cms.pointe.example, https://panel.pointe.example/admin' }).panelOrigins).toEqual(['https://cms.pointe.example', 'https://panel.pointe.example']);
    expect(() => readSettings([], { CMS_PANEL_ORIGINS: 'ftp://x' })).toThrow(/CMS_PANEL_ORIGINS/);
    expect(readSettings([], { PAYMENT_PAGE_ORIGINS: 'http://127.0.0.1:4555/pay, https://accept.paymob.com' }).paymentPageOrigins).toEqual(['http://127.0.0.1:4555', 'https://accept.paymob.com']);
    expect(() => readSettings([], { PAYMENT_PAGE_ORIGINS: 'javascript:alert(1)' })).toThrow(/PAYMENT_PAGE_ORIGINS/);
    // Without STOREFRONT_URL the public address is the shared default, whatever the port (a local npm start).
    expect(readSettings([], { PORT: '4000' }).publicOrigin).toBe('http://localhost:3000');
    // Catalogue changes: Redis and the shop's channel, or the secret of the internal endpoint.
    expect(readSettings([], { REDIS_URL: ' redis://r:6379 ', REDIS_KEY_PREFIX: 'shop-a:', CATALOGUE_NOTIFY_SECRET: 's' })).toMatchObject({
      redisUrl: 'redis://r:6379',
      catalogueChannel: 'shop-a:catalogue-changed',
      catalogueNotifySecret: 's',
    });
    expect(readSettings([], { DATABASE_NAME: 'pointe_prod' }).catalogueChannel).toBe('pointe:pointe_prod:catalogue-changed');
    // A keyword or address list is passed to Express as it is.
    expect(readSettings([], { TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('reads pictures from the CMS, or from the bucket with UPLOAD_PROVIDER=s3', () => {
    expect(readSettings([], { CMS_URL: 'http://cms:1337' }).uploadsUrl.href).toBe('http://cms:1337/uploads');
    const bucket = { UPLOAD_PROVIDER: 's3', S3_BUCKET: 'pointe-uploads', S3_PUBLIC_URL: 'https://media.example.com/pointe-uploads' };
    expect(readSettings([], bucket).uploadsUrl.href).toBe('https://media.example.com/pointe-uploads');
    // The bucket as this server reaches it (a private network name) wins over its public URL.
    expect(readSettings([], { ...bucket, UPLOADS_URL: 'http://minio:9000/pointe-uploads' }).uploadsUrl.href).toBe('http://minio:9000/pointe-uploads');
    // Without S3_PUBLIC_URL, where the CMS stores it: the endpoint and bucket.
    expect(readSettings([], { UPLOAD_PROVIDER: 's3', S3_ENDPOINT: 'http://127.0.0.1:4569', S3_BUCKET: 'pointe-uploads' }).uploadsUrl.href).toBe('http://127.0.0.1:4569/pointe-uploads');
    expect(() => readSettings([], { UPLOAD_PROVIDER: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(() => readSettings([], { UPLOAD_PROVIDER: 'ftp' })).toThrow('UPLOAD_PROVIDER must be "local" or "s3" (got "ftp")');
    expect(() => readSettings([], { UPLOADS_URL: 'minio:9000' })).toThrow('UPLOADS_URL must be an http(s) URL (got "minio:9000")');
  });

  it('stops with a message on a value that cannot be right', () => {
    expect(() => readSettings([], { PORT: 'abc' })).toThrow('PORT must be a port number (got "abc")');
    expect(() => readSettings([], { PAGE_CACHE_SECONDS: 'ten' })).toThrow(/PAGE_CACHE_SECONDS must be a number of seconds/);
    expect(() => readSettings([], { PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => readSettings([], { CMS_URL: 'cms:1337' })).toThrow('CMS_URL must be an http(s) URL (got "cms:1337")');
    expect(() => readSettings([], { STOREFRONT_URL: 'shop' })).toThrow('STOREFRONT_URL must be an http(s) URL (got "shop")');
  });
});
