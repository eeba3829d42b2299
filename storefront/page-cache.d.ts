import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StoredPage {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  scriptHashes: string[];
  storedAt: number;
  refreshingSince: number;
}

export function mayUsePageCache(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean;

export class PageCache {
  constructor(options: { ttlMs: number; maxEntries?: number });
  lookup(url: string, now?: number): StoredPage | undefined;
  store(url: string, res: Pick<ServerResponse, 'statusCode' | 'getHeader' | 'writableFinished'>, body: Buffer, now?: number): void;
  clear(): void;
}
