import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { developmentBuild, isServerBuild, loadProductionBuild, serverHooksOf } from '../../server/remix-build.js';
import { serverHooks } from '~/entry.server';

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

  it("takes the app's serverHooks whole, or stops with the names it lacks", () => {
    const complete = {
      catalogue: { changed: vi.fn(), productChanged: vi.fn(), onChanged: vi.fn(), onProductChanged: vi.fn() },
      sharedPageShopper: vi.fn(),
      loadContext: vi.fn(),
    };
    expect(serverHooksOf(buildModule({ serverHooks: complete }))).toBe(complete);
    expect(() => serverHooksOf(buildModule({}))).toThrow('missing: sharedPageShopper, loadContext, catalogue.changed, catalogue.productChanged, catalogue.onChanged, catalogue.onProductChanged');
    // A renamed hook is a missing one.
    const { sharedPageShopper, ...renamed } = complete;
    expect(() => serverHooksOf(buildModule({ serverHooks: { ...renamed, sharedPageShoppers: sharedPageShopper } }))).toThrow('missing: sharedPageShopper)');
    expect(() => serverHooksOf(buildModule({ serverHooks: { ...complete, catalogue: { changed: vi.fn() } } }))).toThrow('missing: catalogue.productChanged, catalogue.onChanged, catalogue.onProductChanged');
  });

  it("finds every hook in the app's own entry.server", () => {
    expect(serverHooksOf(buildModule({ serverHooks }))).toBe(serverHooks);
  });
});
