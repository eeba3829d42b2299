/**
 * Where the media library keeps its files: the CMS's own disk (`UPLOAD_PROVIDER=local`, the default)
 * or an S3-compatible bucket (`s3`). Read once from the environment by the upload plugin's config, the
 * panel's CSP and the picture URLs the API answers.
 *
 * Shoppers always see pictures at `/uploads/<key>` on the shop's own origin (the storefront proxies
 * them). With S3 the media library stores the bucket's public URL (`S3_PUBLIC_URL/<key>`), so the
 * Strapi panel shows pictures straight from the bucket; `shopPictureUrl` and `storedPictureUrls` turn
 * one form into the other, in this one place.
 */

import { readBucketLocation, type BucketLocation } from '@pointe/config';

export type Env = Readonly<Record<string, string | undefined>>;

export interface S3Storage extends BucketLocation {
  provider: 's3';
  /** Both or neither: without them the AWS SDK's own chain is used (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type UploadStorage = { provider: 'local' } | S3Storage;

/** The root-relative folder the API names pictures by, on every tier. */
export const SHOP_UPLOADS_PATH = '/uploads/';

export function readUploadStorage(env: Env): UploadStorage {
  const provider = env.UPLOAD_PROVIDER || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be "local" or "s3" (got "${provider}")`);
  const location = readBucketLocation(env);
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS SDK default credentials).');
  }
  return { provider, ...location, credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined };
}

let current: UploadStorage | undefined;
/** This process's storage, from its environment (read on first use). */
export function uploadStorage(): UploadStorage {
  current ??= readUploadStorage(process.env);
  return current;
}

/** The upload plugin's provider settings for `storage`. */
export function uploadProviderConfig(storage: UploadStorage) {
  if (storage.provider === 'local') return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The stored URL of every file and format is `<baseUrl>/<key>`.
      baseUrl: storage.publicUrl,
      s3Options: {
        ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
        region: storage.region,
        forcePathStyle: storage.forcePathStyle,
        ...(storage.credentials ? { credentials: storage.credentials } : {}),
        // AWS SDK v3 adds CRC checksums to every request by default since early 2025; many
        // S3-compatible servers refuse or mis-sign them. Only the operations that require one send it.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // No ACL given: the provider sends public-read, so the panel (and the storefront) can read objects unsigned.
        params: { Bucket: storage.bucket },
      },
    },
  };
}

/** The origin the Strapi panel loads pictures from (its CSP allows it), or none with local storage. */
export function pictureOrigin(storage: UploadStorage): string | undefined {
  return storage.provider === 's3' ? new URL(storage.publicUrl).origin : undefined;
}

/**
 * The URL the API answers for a stored file URL: `/uploads/<key>` for an object in the bucket, which
 * the storefront's /uploads proxy serves. Local files are stored as `/uploads/...` already.
 */
export function shopPictureUrl(stored: string, storage: UploadStorage = uploadStorage()): string {
  if (storage.provider !== 's3') return stored;
  const prefix = `${storage.publicUrl}/`;
  return stored.startsWith(prefix) ? `${SHOP_UPLOADS_PATH}${stored.slice(prefix.length)}` : stored;
}

/**
 * The stored URLs a picture the API named (`/uploads/<key>`) may have in the media library: itself (a
 * local file, or one uploaded before the switch to S3 and copied to the bucket under the same key), and
 * its URL in the bucket.
 */
export function storedPictureUrls(shopUrl: string, storage: UploadStorage = uploadStorage()): string[] {
  if (storage.provider !== 's3' || !shopUrl.startsWith(SHOP_UPLOADS_PATH)) return [shopUrl];
  return [shopUrl, `${storage.publicUrl}/${shopUrl.slice(SHOP_UPLOADS_PATH.length)}`];
}
