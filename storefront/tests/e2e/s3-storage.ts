import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../../../scripts/lib/s3-server.mjs';

/**
 * The end-to-end stack keeps its pictures in an S3 bucket (the local S3 server), so every picture a
 * browser sees comes through the storefront's /uploads proxy from the bucket. The API suite covers the
 * local-disk default. E2E_UPLOAD_PROVIDER=local runs the browser tests on local files instead.
 */
export interface E2eStorage {
  /** What the CMS and the storefront run with. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startE2eStorage(): Promise<E2eStorage> {
  if (process.env.E2E_UPLOAD_PROVIDER === 'local') return { env: {}, stop: async () => undefined };
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-e2e-s3-'));
  const server = await startS3Server({ port: Number(process.env.E2E_S3_PORT || 0), directory, bucket: 'pointe-e2e-uploads' });
  // The specs read the bucket directly to show a picture on the page really came from it.
  process.env.E2E_S3_PUBLIC_URL = server.publicUrl;
  return {
    env: server.env,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
