import { describe, expect, it } from 'vitest';
import { localUrls } from './env.mjs';

describe('the URLs npm start gives both apps', () => {
  it('follow the ports when the URLs are not set', () => {
    expect(localUrls({})).toEqual({ cmsPort: 1337, shopPort: 3000, cmsUrl: 'http://127.0.0.1:1337', storefrontUrl: 'http://localhost:3000' });
    expect(localUrls({ CMS_PORT: '1440', STOREFRONT_PORT: '4000', CMS_URL: '', STOREFRONT_URL: '' })).toMatchObject({ cmsUrl: 'http://127.0.0.1:1440', storefrontUrl: 'http://localhost:4000' });
  });

  it('follow the ports from an older .env that still holds the example URLs', () => {
    expect(localUrls({ CMS_PORT: '1440', CMS_URL: 'http://127.0.0.1:1337', STOREFRONT_PORT: '4000', STOREFRONT_URL: 'http://localhost:3000' })).toMatchObject({
      cmsUrl: 'http://127.0.0.1:1440',
      storefrontUrl: 'http://localhost:4000',
    });
  });

  it('keep URLs the user set', () => {
    expect(localUrls({ CMS_PORT: '1440', CMS_URL: 'http://cms.internal:1337', STOREFRONT_URL: 'https://pointe.example' })).toMatchObject({
      cmsUrl: 'http://cms.internal:1337',
      storefrontUrl: 'https://pointe.example',
    });
  });
});
