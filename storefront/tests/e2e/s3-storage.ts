import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3_SERVER_CREDENTIALS, startS3Server } from '../../../scripts/lib/s3-server.mjs';

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
  // For the specs (the workers inherit the environment): they read and write the bucket directly.
  process.env.E2E_S3_ENDPOINT = server.endpoint;
  process.env.E2E_S3_BUCKET = server.bucket;
  process.env.E2E_S3_PUBLIC_URL = server.publicUrl;
  return {
    env: server.env,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Where the stack's media library keeps files, for specs that plant one as if an editor had added it. */
export interface UploadsStore {
  /** The file as its store serves it to anyone (the hole the storefront's proxy must not reopen). */
  directUrl(name: string): string;
  put(name: string, content: string, type: string): Promise<void>;
  remove(name: string): Promise<void>;
}

const LOCAL_UPLOADS = fileURLToPath(new URL('../../../cms/public/uploads/', import.meta.url));

export function uploadsStore(): UploadsStore {
  const { E2E_S3_ENDPOINT: endpoint, E2E_S3_BUCKET: bucket, E2E_S3_PUBLIC_URL: publicUrl } = process.env;
  if (!endpoint || !bucket || !publicUrl) {
    return {
      directUrl: (name) => `${process.env.E2E_CMS_URL}/uploads/${name}`,
      // The CMS serves its uploads folder with the type the extension gives.
      put: (name, content) => writeFile(path.join(LOCAL_UPLOADS, name), content),
      remove: (name) => rm(path.join(LOCAL_UPLOADS, name), { force: true }),
    };
  }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_SERVER_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    directUrl: (name) => `${publicUrl}/${name}`,
    put: async (name, content, type) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: content, ContentType: type }));
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}
