import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { catalogueCache } from '~/lib/cache.server';
import { PRODUCT_CACHE_PREFIX } from '~/models/product.server';
import { InlineStylesContext } from '~/lib/inline-styles';
import { stylesheet } from '~/lib/styles.server';
import { NonceContext } from '~/lib/nonce';

const ABORT_DELAY = 5000;

/** For the storefront server (server/index.ts): its page cache is cleared whenever the catalogue cache is. */
export const onCatalogueChange = (listener: () => void) => catalogueCache.onClear(listener);

/** For the storefront server's shared pages: a product page's data was dropped (a shopper's order changed its stock). */
export const onProductForgotten = (listener: (slug: string) => void) =>
  catalogueCache.onForget((key) => {
    if (key.startsWith(PRODUCT_CACHE_PREFIX)) listener(key.slice(PRODUCT_CACHE_PREFIX.length));
  });

/** For the storefront server: the CMS announced a catalogue change (server/catalogue-events.ts). */
export const clearCatalogueCache = () => catalogueCache.clear();

/** For the storefront server's shared pages (server/shopper-pages.ts): the header values for these cookies. */
export { sharedPageShopper } from '~/lib/shopper.server';

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
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  return new Promise((resolve, reject) => {
    let shellRendered = false;
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
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
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
    setTimeout(abort, ABORT_DELAY);
  });
}
