import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { catalogueCacheClearer, developmentBuild, isServerBuild, loadProductionBuild, onCatalogueChange } from '../../server/remix-build.js';

const buildModule = (entryModule: object) => ({ entry: { module: entryModule }, routes: {}, assets: {} });

describe('loading the Remix build', () => {
  const directory = mkdtemp(path.join(os.tmpdir(), 'remix-build-'));
  afterAll(async () => rm(await directory, { recursive: true, force: true }));

  it('recognises a server build by its entry, routes and assets', () => {
    expect(isServerBuild(buildModule({}))).toBe(true);
    expect(isServerBuild({ entry: {}, routes: {} })).toBe(false);
    expect(isServerBuild({ default: {} })).toBe(false);
    expect(isServerBuild(null)).toBe(false);
  });

  it('imports the production build from its file, and refuses a file that is not one', async () => {
    const good = path.join(await directory, 'good.mjs');
    await writeFile(good, 'export const entry = { module: {} }; export const routes = {}; export const assets = {};');
    expect(isServerBuild(await loadProductionBuild(good))).toBe(true);
    const bad = path.join(await directory, 'bad.mjs');
    await writeFile(bad, 'export default 1;');
    await expect(loadProductionBuild(bad)).rejects.toThrow(`${bad} is not a Remix server build`);
  });

  it('asks Vite for the live build on every call in development', async () => {
    const ssrLoadModule = vi.fn(async () => buildModule({}));
    const build = developmentBuild({ ssrLoadModule });
    await build();
    await build();
    expect(ssrLoadModule).toHaveBeenCalledTimes(2);
    expect(ssrLoadModule).toHaveBeenCalledWith('virtual:remix/server-build');
  });

  it("finds the app's catalogue-change hook, when it exports one", () => {
    const listeners: Array<() => void> = [];
    const withHook = buildModule({ onCatalogueChange: (listener: () => void) => listeners.push(listener) });
    const clear = vi.fn();
    onCatalogueChange(withHook)?.(clear);
    listeners.forEach((listener) => listener());
    expect(clear).toHaveBeenCalledOnce();
    expect(onCatalogueChange(buildModule({}))).toBeUndefined();
  });

  it("empties the app's catalogue cache through its export, in the production build or the live one", async () => {
    const clear = vi.fn();
    const production = { ...buildModule({ clearCatalogueCache: clear }), future: {} };
    catalogueCacheClearer(production as never)();
    expect(clear).toHaveBeenCalledOnce();
    catalogueCacheClearer(async () => production as never)();
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(2));
    // An app without the export: nothing to clear, no error.
    expect(() => catalogueCacheClearer(buildModule({}) as never)()).not.toThrow();
  });
});
