import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as RemixRouter from '@remix-run/router';
import { describe, expect, it } from 'vitest';

/**
 * The patches in patches/ (applied by patch-package in `postinstall`, ADRs 012 and 038) are in the installed packages. An upgrade
 * of a patched package makes `npm install` fail (`--error-on-warn`); this test is the second guard, for an install made
 * with `--ignore-scripts` or a package that another install put back as published.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const patchFiles = readdirSync(join(root, 'patches')).filter((file) => file.endsWith('.patch'));

/** patch-package's file name: `<package, with + for />+<version>.patch`, e.g. `@remix-run+react+2.17.5.patch`. */
function packageOf(file: string): { name: string; version: string } {
  const parts = /^(?<name>.+)\+(?<version>\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)?.groups;
  if (!parts?.name || !parts.version) throw new Error(`${file} is not named <package>+<version>.patch`);
  return { name: parts.name.replace('+', '/'), version: parts.version };
}

/** Each hunk of a unified diff as the file reads after it: its context and added lines, in order. */
function patchedTexts(patch: string): { file: string; text: string }[] {
  const hunks: { file: string; text: string }[] = [];
  let file = '';
  let lines: string[] | null = null;
  const flush = () => {
    if (lines) hunks.push({ file, text: lines.join('\n') });
    lines = null;
  };
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      file = /^diff --git a\/(\S+) b\//.exec(line)?.[1] ?? '';
    } else if (line.startsWith('@@')) {
      flush();
      lines = [];
    } else if (lines && (line.startsWith(' ') || line.startsWith('+'))) {
      lines.push(line.slice(1));
    }
  }
  flush();
  return hunks;
}

describe('the patches of dependencies (patches/, applied by patch-package)', () => {
  it('patch only what a shopper feels: the three Remix packages, none of Strapi (ADR 038)', () => {
    expect(patchFiles.map((file) => packageOf(file).name).sort()).toEqual(['@remix-run/react', '@remix-run/router', 'react-router-dom']);
  });

  describe.each(patchFiles)('%s', (patchFile) => {
    const { name, version } = packageOf(patchFile);
    const hunks = patchedTexts(readFileSync(join(root, 'patches', patchFile), 'utf8'));

    it('was written for the installed version', () => {
      const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(version);
    });

    it('is in the installed files, every hunk', () => {
      expect(hunks.length).toBeGreaterThan(0);
      for (const { file, text } of hunks) {
        expect(file.startsWith(`node_modules/${name}/`), file).toBe(true);
        expect(readFileSync(join(root, file), 'utf8'), `${file} lacks a hunk of ${patchFile}`).toContain(text);
      }
    });
  });

  // The server's copy of @remix-run/router, as Node loads it (CommonJS), with its route-matching caches.
  const router = createRequire(import.meta.url)('@remix-run/router') as typeof RemixRouter;

  it('match routes as before: ranked branches, optional segments, params, the same routes asked twice', () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'home', index: true },
          { id: 'cart', path: ':lang?/cart' },
          { id: 'product', path: ':lang?/product/:slug' },
          { id: 'search', path: 'search' },
          { id: 'catch-all', path: '*' },
        ],
      },
    ];
    const ids = (pathname: string) => router.matchRoutes(routes, pathname)?.map((match) => match.route.id);
    for (let round = 0; round < 2; round++) {
      expect(ids('/')).toEqual(['root', 'home']);
      expect(ids('/cart')).toEqual(['root', 'cart']);
      expect(ids('/ar/cart')).toEqual(['root', 'cart']);
      expect(ids('/search')).toEqual(['root', 'search']);
      expect(ids('/ar/product/tutu')).toEqual(['root', 'product']);
      expect(router.matchRoutes(routes, '/ar/product/tutu')?.at(-1)?.params).toEqual({ lang: 'ar', slug: 'tutu' });
      expect(ids('/no/such/page')).toEqual(['root', 'catch-all']);
    }
    // Other routes are matched on their own, not from the first array's cache.
    expect(router.matchRoutes([{ id: 'other', path: '/cart' }], '/cart')?.map((match) => match.route.id)).toEqual(['other']);
    expect(router.matchPath('/order/:id', '/order/42')?.params).toEqual({ id: '42' });
    expect(router.matchPath({ path: '/order/:id', end: false }, '/order/42/pay')?.pathnameBase).toBe('/order/42');
  });

  it('answer a path asked again with the same matches, each caller its own copies', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'product', path: ':lang?/product/:slug' }] }];
    const first = router.matchRoutes(routes, '/ar/product/tutu')!;
    (first[1]!.params as Record<string, string>).slug = 'changed by the first caller';
    first.pop();
    const again = router.matchRoutes(routes, '/ar/product/tutu')!;
    expect(again.map((match) => [match.route.id, match.pathname, match.pathnameBase, match.params])).toEqual([
      ['root', '/', '/', { lang: 'ar', slug: 'tutu' }],
      ['product', '/ar/product/tutu', '/ar/product/tutu', { lang: 'ar', slug: 'tutu' }],
    ]);
    // As matchRouteBranch makes them: one params object for the branch, never the one another caller holds.
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(router.matchRoutes(routes, '/ar/product/tutu')![1]!.params).not.toBe(again[1]!.params);
    expect(router.matchRoutes(routes, '/ar/product/tutu')![1]!.route).toBe(routes[0]!.children[0]);
    // A path too long to keep is matched all the same; a path with no match stays unmatched.
    const longSlug = 'x'.repeat(300);
    expect(router.matchRoutes(routes, `/product/${longSlug}`)?.at(-1)?.params).toEqual({ lang: undefined, slug: longSlug });
    expect(router.matchRoutes(routes, '/no/such/page')).toBeNull();
    expect(router.matchRoutes(routes, '/no/such/page')).toBeNull();
  });
});
