import { EventEmitter } from 'node:events';
import type { CatalogueEvents } from '../../server/hooks';

/**
 * The one owner of "the catalogue changed" in this storefront process (see CatalogueEvents). The
 * catalogue reads (cache.server.ts) subscribe here; the server's page caches subscribe through
 * `serverHooks.catalogue`; the CMS's announcements arrive through it too.
 */
function catalogueEventBus(): CatalogueEvents {
  const emitter = new EventEmitter();
  return {
    changed: () => void emitter.emit('changed'),
    productChanged: (slug) => void emitter.emit('productChanged', slug),
    onChanged: (listener) => void emitter.on('changed', listener),
    onProductChanged: (listener) => void emitter.on('productChanged', listener),
  };
}

export const catalogueEvents = catalogueEventBus();
