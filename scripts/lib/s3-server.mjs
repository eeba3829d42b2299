// An S3-compatible server from npm (@20minutes/s3rver) for the tests and `npm run start:cluster`:
// objects live in a folder on disk, no Docker needed. Production points S3_* at a real service.
// Plain JavaScript, like processes.mjs, so the cluster script can use it without a build step.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The one key pair the server accepts (it is built in; a local server holds only test pictures). */
export const S3_SERVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts the server on `port` (0 = a free one) on 127.0.0.1, storing objects under `directory`,
 * with `bucket` created. Resolves when it listens.
 */
export async function startS3Server({ port = 0, directory, bucket = 'pointe-uploads', silent = true }) {
  const S3rver = require('@20minutes/s3rver');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent,
    // Buckets in the path (http://127.0.0.1:port/bucket/key), as S3_FORCE_PATH_STYLE=true asks for.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    bucket,
    directory,
    /** Where a bucket's objects are read without signing (what S3_PUBLIC_URL points at). */
    publicUrl: `${endpoint}/${bucket}`,
    /** The CMS's and storefront's settings for this server. */
    env: {
      UPLOAD_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_SERVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_SERVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async stop() {
      const closed = server.close();
      // The AWS SDK keeps connections open; they would hold the close until they time out.
      server.httpServer.closeAllConnections();
      await closed;
    },
  };
}
