import { describe, expect, it } from 'vitest';
import { pictureOrigin, readUploadStorage, shopPictureUrl, storedPictureUrls, uploadProviderConfig } from './storage';

const LOCAL_SERVER = {
  UPLOAD_PROVIDER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:4569/',
  S3_BUCKET: 'pointe-uploads',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describe('readUploadStorage', () => {
  it('keeps files on the local disk by default', () => {
    expect(readUploadStorage({})).toEqual({ provider: 'local' });
    expect(readUploadStorage({ UPLOAD_PROVIDER: '' })).toEqual({ provider: 'local' });
  });

  it('reads an S3-compatible server, the bucket in the path, its public URL derived', () => {
    expect(readUploadStorage(LOCAL_SERVER)).toEqual({
      provider: 's3',
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'pointe-uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      publicUrl: 'http://127.0.0.1:4569/pointe-uploads',
    });
    expect(readUploadStorage({ ...LOCAL_SERVER, S3_PUBLIC_URL: 'https://media.example.com/' }).publicUrl).toBe('https://media.example.com');
  });

  it('reads AWS itself: no endpoint, bucket in the host, the default credentials', () => {
    const storage = readUploadStorage({ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'shop', S3_REGION: 'eu-central-1' });
    expect(storage).toMatchObject({ endpoint: undefined, forcePathStyle: false, credentials: undefined, publicUrl: 'https://shop.s3.eu-central-1.amazonaws.com' });
  });

  it('stops with a message on settings that cannot work', () => {
    expect(() => readUploadStorage({ UPLOAD_PROVIDER: 'disk' })).toThrow('UPLOAD_PROVIDER must be "local" or "s3" (got "disk")');
    expect(() => readUploadStorage({ UPLOAD_PROVIDER: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(() => readUploadStorage({ ...LOCAL_SERVER, S3_SECRET_ACCESS_KEY: '' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => readUploadStorage({ ...LOCAL_SERVER, S3_ENDPOINT: '127.0.0.1:4569' })).toThrow('S3_ENDPOINT must be an http(s) URL (got "127.0.0.1:4569")');
    expect(() => readUploadStorage({ ...LOCAL_SERVER, S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/S3_PUBLIC_URL must be an http\(s\) URL/);
  });
});

describe('the provider settings', () => {
  it('asks the AWS SDK for checksums only where an operation requires one', () => {
    const config = uploadProviderConfig(readUploadStorage(LOCAL_SERVER));
    expect(config).toMatchObject({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'http://127.0.0.1:4569/pointe-uploads',
        s3Options: {
          endpoint: 'http://127.0.0.1:4569',
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          params: { Bucket: 'pointe-uploads' },
        },
      },
    });
    expect(uploadProviderConfig({ provider: 'local' })).toEqual({});
  });

  it("lets the panel's CSP name the bucket's origin, and nothing with local files", () => {
    expect(pictureOrigin(readUploadStorage(LOCAL_SERVER))).toBe('http://127.0.0.1:4569');
    expect(pictureOrigin({ provider: 'local' })).toBeUndefined();
  });
});

describe('picture URLs', () => {
  const s3 = readUploadStorage(LOCAL_SERVER);

  it('answers /uploads/<key> for an object in the bucket, and a local URL as it is', () => {
    expect(shopPictureUrl('http://127.0.0.1:4569/pointe-uploads/leotard_ab12.webp', s3)).toBe('/uploads/leotard_ab12.webp');
    expect(shopPictureUrl('http://127.0.0.1:4569/pointe-uploads/small_leotard_ab12.webp', s3)).toBe('/uploads/small_leotard_ab12.webp');
    expect(shopPictureUrl('/uploads/old_cd34.webp', s3)).toBe('/uploads/old_cd34.webp');
    // Another bucket on the same server is not ours to rename.
    expect(shopPictureUrl('http://127.0.0.1:4569/pointe-uploads-2/x.webp', s3)).toBe('http://127.0.0.1:4569/pointe-uploads-2/x.webp');
    expect(shopPictureUrl('/uploads/leotard_ab12.webp', { provider: 'local' })).toBe('/uploads/leotard_ab12.webp');
  });

  it('finds the stored URL of a picture the API named', () => {
    expect(storedPictureUrls('/uploads/leotard_ab12.webp', s3)).toEqual(['/uploads/leotard_ab12.webp', 'http://127.0.0.1:4569/pointe-uploads/leotard_ab12.webp']);
    expect(storedPictureUrls('https://elsewhere.example/x.webp', s3)).toEqual(['https://elsewhere.example/x.webp']);
    expect(storedPictureUrls('/uploads/leotard_ab12.webp', { provider: 'local' })).toEqual(['/uploads/leotard_ab12.webp']);
  });
});
