import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, clientErrorResponse } from './client-error.js';
import { errorJson } from './error-words-en.js';

/** A server with the listener, as the CMS and the storefront install it. */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends each request once the answer to the one before has come, on one connection; resolves with all it read. */
const exchange = (...requests: string[]) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(requests.shift()!));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const next = requests.shift();
      if (next) socket.write(next);
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe("answerClientError (Node's HTTP parser refusals, in JSON)", () => {
  it('answers headers over the limit with 431 { message, code } and closes the connection', async () => {
    const answer = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    expect(bodyOf(answer)).toEqual(errorJson({ code: 'headersTooLarge' }));
  });

  it('answers an unreadable request with 400 after an answered one on the same connection', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\n\r\n', 'GET / HTTP/1.1\r\nBroken header\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
    const second = answer.slice(answer.indexOf('HTTP/1.1 400'));
    expect(second.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(bodyOf(second)).toEqual(errorJson({ code: 'requestUnreadable' }));
  });

  it('says its Content-Length in bytes', () => {
    const response = clientErrorResponse('HPE_HEADER_OVERFLOW');
    const body = response.slice(response.indexOf('\r\n\r\n') + 4);
    expect(response).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
  });
});
