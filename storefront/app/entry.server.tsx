import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { ServerHooks } from '../server/hooks';
import { catalogueEvents } from '~/lib/catalogue-events.server';
import { setSharedPageHeaders } from '~/lib/http.server';
import { InlineStylesContext } from '~/lib/inline-styles';
import { stylesheet } from '~/lib/styles.server';
import { NonceContext } from '~/lib/nonce';
import { sharedPageShopper } from '~/lib/shopper.server';
import { shopLoadContext } from './load-context';

const ABORT_DELAY = 5000;

/** Everything the storefront's HTTP server (server/) uses of the app, in one typed object (server/hooks.ts). */
export const serverHooks = {
  catalogue: catalogueEvents,
  sharedPageShopper,
  loadContext: shopLoadContext,
} satisfies ServerHooks;

/** Single-fetch data (client navigations) of a shared page gets the same caching rules as its document. */
export function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }): Response {
  if (context.sharedPage && response.status === 200) setSharedPageHeaders(request, response.headers);
  return response;
}

/**
 * Remix's default Node entry, plus the CSP nonce from the storefront server (server/security-headers.ts) on every script Remix writes.
 * Bots get the whole document at once (onAllReady); people get it streamed (onShellReady).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (loadContext.sharedPage && responseStatusCode === 200) setSharedPageHeaders(request, responseHeaders);
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stopped when the page is written: a timer per request kept every rendered page alive for 5 s.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={stylesheet}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const { sink, body } = coalescedStream({ onEnd: () => clearTimeout(timer), onCancel: () => abort() });
          responseHeaders.set('Content-Type', 'text/html');
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * React writes a page in pieces of about 2 KB, all in the same tick when nothing suspends (every page
 * today: loaders finish before rendering). Passed on one by one, each piece was its own trip through
 * the web stream and its own socket write (a `writev` syscall each, ~7 % of a checkout page's CPU).
 * Here the pieces written in the same tick leave as one chunk; a piece written later (a Suspense
 * boundary resolving) still leaves as soon as it is written, so streaming keeps working.
 */
function coalescedStream({ onEnd, onCancel }: { onEnd: () => void; onCancel: () => void }): { sink: Writable; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // The shopper went away (the server cancels the body): nothing more may be queued, and React may stop.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      cancelled = true;
      onCancel();
    },
  });
  let pending: Buffer[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (pending.length === 0 || cancelled) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    controller.enqueue(chunk);
  };
  const sink = new Writable({
    write(chunk: Buffer | string, encoding, callback) {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
      callback();
    },
    final(callback) {
      flush();
      if (!cancelled) controller.close();
      onEnd();
      callback();
    },
    destroy(error, callback) {
      if (error && !cancelled) controller.error(error);
      onEnd();
      callback(error);
    },
  });
  return { sink, body };
}
