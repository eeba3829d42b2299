// Shared pages for shoppers with cookies (a session, a cart): the browsing pages (home, product,
// search) differ between shoppers only in the header (cart count, name, Admin menu). So each page is
// rendered once per kind of shopper (visitor with a cart / shopper / admin) with stand-ins for those
// values, kept like the anonymous microcache, and every answer is the kept page with this shopper's
// values written in: HTML-escaped in the markup, JSON-and-script-escaped in Remix's hydration data.
// Anything else (a toast to show, an unknown page, a page that is not public) renders as before.
// See docs/decisions/009-signed-in-pages.md.
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { MemoryCache, type Clock } from '@pointe/config';
import escapeHtml from 'escape-html';
import jsesc from 'jsesc';
import type { ShopperHeader } from './hooks.js';
import { sendFromMemory } from './memory-answer.js';
import { pathOf } from './page-cache.js';
import type { SecurityHeaders } from './security-headers.js';


export type ShopperKind = 'visitor' | 'shopper' | 'admin';

/**
 * The stand-ins a shared page is rendered with. Random per process, long and unlike any shop text,
 * so they cannot occur in catalogue text by chance; a rendered page is kept only if they occur
 * whole and where expected (see parseTemplate).
 */
export interface Placeholders {
  name: string;
  cartCount: number;
  nonce: string;
}

export function makePlaceholders(): Placeholders {
  return {
    name: `zqname${randomBytes(12).toString('hex')}`,
    // 15 digits: far above any real count, and exact as a JavaScript number.
    cartCount: randomInt(100_000_000_000_000, 281_474_976_710_655),
    nonce: `zqnonce${randomBytes(12).toString('hex')}`,
  };
}

export function kindOf(shopper: ShopperHeader): ShopperKind {
  if (!shopper.name) return 'visitor';
  return shopper.isAdmin ? 'admin' : 'shopper';
}

/** The header values a kind of shopper is rendered with: the stand-ins where the shopper's own go. */
export function templateShopper(kind: ShopperKind, placeholders: Placeholders): ShopperHeader {
  return {
    name: kind === 'visitor' ? null : placeholders.name,
    isAdmin: kind === 'admin',
    cartCount: placeholders.cartCount,
  };
}

type Slot = 'nameText' | 'nameScript' | 'count' | 'nonce';

export interface Template {
  /** Literal HTML, with slots[i] between parts[i] and parts[i + 1]. */
  parts: string[];
  slots: Slot[];
  contentType: string;
}

/**
 * A string as it appears in the hydration script: turbo-stream writes it with JSON.stringify into a
 * chunk, and Remix writes the chunk as a string literal into a <script>; jsesc escapes it for a script
 * element (no `</script` or `<!--` can end or change it).
 */
export function escapeForHydrationScript(value: string): string {
  return jsesc(JSON.stringify(value).slice(1, -1), { json: true, isScriptContext: true, minimal: true, wrap: false });
}

const SCRIPT_CONTENT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/**
 * Splits a page rendered with the stand-ins into literal parts and slots, or returns undefined when
 * it cannot be shared safely: a stand-in missing where it must be (markup and hydration data), or cut
 * in two (a fragment of one without the whole).
 */
export function parseTemplate(html: string, kind: ShopperKind, placeholders: Placeholders, contentType: string): Template | undefined {
  const tokens = [String(placeholders.cartCount), placeholders.nonce, ...(kind === 'visitor' ? [] : [placeholders.name])];
  for (const token of tokens) {
    if (count(html, token) === 0 || count(html, token.slice(0, 10)) !== count(html, token)) return undefined;
  }
  const scripts = [...html.matchAll(SCRIPT_CONTENT)].map((match) => ({ start: match.index + match[0].indexOf('>') + 1, end: match.index + match[0].length }));
  const inScript = (at: number) => scripts.some((script) => at >= script.start && at < script.end);
  const scriptText = scripts.map((script) => html.slice(script.start, script.end)).join('\n');
  if (!scriptText.includes(String(placeholders.cartCount))) return undefined;
  if (kind !== 'visitor' && !scriptText.includes(placeholders.name)) return undefined;
  // Outside the hydration data, the name is page text: it must show without JavaScript.
  if (kind !== 'visitor' && count(html, placeholders.name) === count(scriptText, placeholders.name)) return undefined;

  const pattern = new RegExp(tokens.join('|'), 'g');
  const parts: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === placeholders.nonce) slots.push('nonce');
    else if (match[0] === placeholders.name) slots.push(inScript(match.index) ? 'nameScript' : 'nameText');
    else slots.push('count');
  }
  parts.push(html.slice(last));
  return { parts, slots, contentType };
}

function slotValues(shopper: ShopperHeader, nonce: string): Record<Slot, string> {
  return {
    nameText: escapeHtml(shopper.name ?? ''),
    nameScript: escapeForHydrationScript(shopper.name ?? ''),
    count: String(shopper.cartCount),
    nonce,
  };
}

/** The kept page with this shopper's values and this answer's CSP nonce. */
export function fillTemplate(template: Template, shopper: ShopperHeader, nonce: string): string {
  const values = slotValues(shopper, nonce);
  let html = template.parts[0]!;
  for (let index = 0; index < template.slots.length; index += 1) html += values[template.slots[index]!] + template.parts[index + 1]!;
  return html;
}

/** A kept page's literal parts as UTF-8, made once per kept page: an answer then encodes only the shopper's few values. */
const encodedParts = new WeakMap<Template, Buffer[]>();

function partsAsBytes(template: Template): Buffer[] {
  let bytes = encodedParts.get(template);
  if (!bytes) {
    bytes = template.parts.map((part) => Buffer.from(part, 'utf8'));
    encodedParts.set(template, bytes);
  }
  return bytes;
}

/** The filled page as bytes: the kept parts with this answer's values between them. */
export function filledBytes(template: Template, shopper: ShopperHeader, nonce: string): Buffer {
  const bytes = partsAsBytes(template);
  const values = slotValues(shopper, nonce);
  const pieces: Buffer[] = [bytes[0]!];
  for (let index = 0; index < template.slots.length; index += 1) pieces.push(Buffer.from(values[template.slots[index]!], 'utf8'), bytes[index + 1]!);
  return Buffer.concat(pieces);
}

/**
 * The kept pages, by kind of shopper and URL: fresh for `ttlMs`, then kept while one request renders
 * the replacement. Emptied whenever the catalogue changes; a render that was under way then is not
 * kept (it may show the old price). A page that cannot be shared is remembered as such too.
 */
export class SharedPages {
  readonly #pages: MemoryCache<{ template: Template | undefined }>;

  constructor({ ttlMs, maxEntries = 1500, clock }: { ttlMs: number; maxEntries?: number; clock?: Clock }) {
    this.#pages = new MemoryCache({ max: maxEntries, ttlMs, staleMs: Number.POSITIVE_INFINITY, ...(clock ? { clock } : {}) });
  }

  async get(key: string, render: () => Promise<Template | undefined>): Promise<Template | undefined> {
    const kept = await this.#pages.fetch(key, async () => ({ template: await render().catch(() => undefined) }));
    return kept.template;
  }

  clear(): void {
    this.#pages.clear();
  }

  /**
   * Drops the kept pages of one address (every kind of shopper, any query): a shopper's own order
   * just changed that product's stock. A render under way is not kept either.
   */
  forgetPath(pathname: string): void {
    this.#pages.deleteWhere((key) => pathOf(key.slice(key.indexOf(' ') + 1)) === pathname);
  }
}

export interface SharedRender {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Answers GETs of the browsing pages for shoppers with cookies from the kept pages, straight from the
 * HTTP server like the anonymous microcache (before Express: no compression, CSRF or header
 * middleware per answer; a GET needs no CSRF check, and the security headers are set here).
 * `readShopper` gives the header values from the cookie (undefined: render this one as usual, e.g. a
 * toast to show); `render` renders a page without cookies, with the given header values and CSP
 * nonce. Everything else goes to `fallback` (Express and Remix).
 */
export function sharedPageAnswerer({
  pages,
  isSharedPage,
  placeholders,
  readShopper,
  render,
  securityHeaders,
}: {
  pages: SharedPages;
  /** Whether a path is a shared page (shared-routes.ts: the routes' own declaration). */
  isSharedPage: (pathname: string) => boolean;
  placeholders: Placeholders;
  readShopper: (cookieHeader: string) => Promise<ShopperHeader | undefined>;
  render: (url: string, shopper: ShopperHeader, nonce: string) => Promise<SharedRender>;
  securityHeaders: SecurityHeaders;
}): (req: IncomingMessage, res: ServerResponse, fallback: () => void) => void {
  return (req, res, fallback) => {
    const cookie = req.headers.cookie;
    const url = req.url ?? '/';
    if (req.method !== 'GET' || !cookie || req.headers.authorization || !isSharedPage(pathOf(url))) return fallback();
    const answer = async () => {
      const shopper = await readShopper(cookie);
      if (!shopper || shopper.name === '') return fallback();
      const kind = kindOf(shopper);
      const template = await pages.get(`${kind} ${url}`, async () => {
        const rendered = await render(url, templateShopper(kind, placeholders), placeholders.nonce);
        const contentType = rendered.headers.get('content-type') ?? '';
        const shareable =
          rendered.status === 200 &&
          contentType.startsWith('text/html') &&
          (rendered.headers.get('cache-control') ?? '').startsWith('public') &&
          !rendered.headers.has('set-cookie');
        return shareable ? parseTemplate(rendered.body, kind, placeholders, contentType) : undefined;
      });
      if (!template) return fallback();
      // A fresh nonce per answer: a nonce seen once would let a script in.
      const nonce = randomBytes(16).toString('base64');
      sendFromMemory(req, res, securityHeaders, {
        contentType: template.contentType,
        cacheControl: 'private, no-cache',
        scriptSources: [`'nonce-${nonce}'`],
        cache: 'SHARED',
        body: () => filledBytes(template, shopper, nonce),
        // zlib's default level, as `compression` gives Remix's own answers.
        gzipped: () => gzipSync(filledBytes(template, shopper, nonce)),
      });
    };
    answer().catch(() => {
      if (!res.headersSent) fallback();
      else res.destroy();
    });
  };
}

/**
 * Remembers the header values read for the last `size` Cookie headers used. A signed cookie's content is
 * fixed by its exact text, so the same text always reads the same (a changed session is a new
 * cookie); this skips the signature check and decoding on a shopper's every page view.
 */
export function rememberShoppers(
  read: (cookieHeader: string) => Promise<ShopperHeader | undefined>,
  size = 5000,
): (cookieHeader: string) => Promise<ShopperHeader | undefined> {
  const known = new MemoryCache<{ shopper: ShopperHeader | undefined }>({ max: size });
  return async (cookieHeader) => {
    const remembered = known.get(cookieHeader);
    if (remembered) return remembered.shopper;
    const shopper = await read(cookieHeader);
    known.set(cookieHeader, { shopper });
    return shopper;
  };
}
