/**
 * What the CMS's and the storefront's HTTP servers answer to a request Node's HTTP parser refuses
 * before any middleware sees it (their `clientError` listener): headers over Node's limit (431), a
 * request line or header it cannot read (400), a request too slow to arrive (408). Node's own answer
 * is a bare status line; this one is JSON like every other refusal: `{ message, code }`.
 */
import { coded, type CodedError } from './error-codes.js';
import { errorJson } from './error-words-en.js';

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** The status and refusal for a parser error, as Node itself picks the status. */
export function clientErrorRefusal(code: string | undefined): { status: 400 | 408 | 413 | 431; error: CodedError } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: coded('headersTooLarge') };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, error: coded('requestUnreadable') };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: coded('requestUnreadable') };
  return { status: 400, error: coded('requestUnreadable') };
}

/** The whole HTTP/1.1 answer, closing the connection (the parser cannot go on reading it). */
export function clientErrorResponse(code: string | undefined): string {
  const { status, error } = clientErrorRefusal(code);
  const body = JSON.stringify(errorJson(error));
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${new TextEncoder().encode(body).length}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The parts of a net.Socket the listener uses. */
export interface ClientErrorSocket {
  readonly writable: boolean;
  /** The answer in flight on this connection, if any (what Node's own listener looks at). */
  readonly _httpMessage?: { readonly headersSent?: boolean } | null;
  end(data: string, callback: () => void): unknown;
  destroy(): unknown;
}

/**
 * The `clientError` listener both servers install (`server.on('clientError', answerClientError)`):
 * answers in JSON when no answer is already under way on the connection (the test Node's own listener
 * makes), and otherwise, or for a connection the client already reset, just closes it.
 */
export function answerClientError(error: Error & { code?: string }, socket: ClientErrorSocket): void {
  // Closed once written, as Node's own listener does: the parser reads nothing more on this connection.
  if (error.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) socket.end(clientErrorResponse(error.code), () => socket.destroy());
  else socket.destroy();
}
