import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The shop's side of a provider's callbacks in a unit test: a server on a free port that hands each
 * request's URL and JSON body to `receive` and answers 200.
 */
export async function startReceiver(path: string, receive: (url: URL, body: unknown) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receive(new URL(request.url ?? '/', 'http://receiver.test'), JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
