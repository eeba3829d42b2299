import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a request listener (an Express app or a plain handler) on a free local port. */
export async function listen(handler: RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with exactly the headers given (fetch would add or refuse some, e.g. Origin, Accept-Encoding),
 * and the path exactly as written (a URL object would resolve `%2e%2e`).
 */
export function request(url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const [, origin = '', path = '/'] = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(url) ?? [];
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
