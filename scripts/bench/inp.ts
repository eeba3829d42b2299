/**
 * Interaction to Next Paint for the interactions that matter, in Chromium with the CPU slowed 4×
 * (Lighthouse's mobile slowdown): choosing a size and Add to Cart on a product page, the quantity
 * buttons in the cart, and the sort select on a search page (by keyboard: a select changed by a
 * script is no interaction). Each is done `rounds` times on a freshly loaded, hydrated page; the
 * figure is the longest Event Timing entry of that interaction (what INP takes), in ms. One case taps
 * a size the moment the pointer wakes a visitor's page, before its JavaScript has run.
 */
import { chromium, type Page } from '@playwright/test';
import { startTestStack } from '../lib/test-stack';
import { spread } from './lighthouse';

const CPU_SLOWDOWN = 4;
const PRODUCT = '/product/camisole-leotard-in-black';

declare global {
  interface Window {
    __interactions?: Array<{ name: string; duration: number; interactionId: number }>;
  }
}

/** Collects every Event Timing entry that belongs to an interaction (16 ms is the smallest threshold). */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId) window.__interactions!.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function openHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  // A visitor's page starts its JavaScript at her first touch, pointer movement, key or scroll (root.tsx): the pointer
  // moves over it (twice: one is a movement wherever it was), then the page marks <html data-hydrated>; give React the rest of the task queue.
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.evaluate(() => (window.__interactions = []));
}

/**
 * A visitor's page as she finds it a moment after it loaded: painted, its modules fetched into the cache
 * in idle time, none of them run yet (root.tsx's `hydrateOn="intent"`).
 */
async function openBeforeHydration(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await page.evaluate(() => (window.__interactions = []));
}

/** The longest interaction since the page's list was emptied, once the next paint has had time. */
async function longestInteraction(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  const entries = await page.evaluate(() => window.__interactions ?? []);
  return Math.max(0, ...entries.map((entry) => entry.duration));
}

/** Clicks a quantity button of the cart's first line and waits until the page shows the new quantity. */
async function changeQuantity(page: Page, button: RegExp) {
  const quantity = page.getByLabel(/^Quantity of /).first();
  const before = await quantity.textContent();
  await page.getByRole('button', { name: button }).first().click();
  await page.waitForFunction((old) => document.querySelector('[aria-label^="Quantity of "]')?.textContent !== old, before);
}

const INTERACTIONS: Record<string, { url: string; act: (page: Page) => Promise<void>; beforeHydration?: true }> = {
  'size choice': {
    url: PRODUCT,
    act: (page) => page.getByRole('radiogroup', { name: 'Size' }).getByText('M', { exact: true }).click(),
  },
  // Her hand wakes the page and she taps a size at once: the tap may wait for the hydration her
  // movement started (the longest task of the page's JavaScript), which no other case measures.
  'size choice as the page wakes': {
    url: PRODUCT,
    beforeHydration: true,
    act: async (page) => {
      await page.mouse.move(0, 0);
      await page.mouse.move(1, 1);
      await page.getByRole('radiogroup', { name: 'Size' }).getByText('M', { exact: true }).click();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    },
  },
  'Add to Cart': {
    url: PRODUCT,
    act: async (page) => {
      await page.getByRole('radiogroup', { name: 'Size' }).getByText('XS', { exact: true }).click();
      await page.evaluate(() => (window.__interactions = []));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('status').filter({ hasText: 'added to your cart' }).waitFor();
    },
  },
  'quantity +': { url: '/cart', act: (page) => changeQuantity(page, /^One more /) },
  'quantity −': {
    url: '/cart',
    act: async (page) => {
      // At 1 the button is disabled: raise the line first (not measured).
      if (await page.getByRole('button', { name: /^One fewer / }).first().isDisabled()) {
        await changeQuantity(page, /^One more /);
        await page.evaluate(() => (window.__interactions = []));
      }
      await changeQuantity(page, /^One fewer /);
    },
  },
  'sort select': {
    url: '/search?query=leotard',
    act: async (page) => {
      await page.getByLabel('Sort by').focus();
      await page.evaluate(() => (window.__interactions = []));
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/order=/);
    },
  },
};

export async function benchInp({ rounds }: { rounds: number }) {
  const stack = await startTestStack({ purpose: 'bench_inp', storefront: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: stack.storefrontUrl, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A cart with a line that can go up and down, for the quantity buttons.
    await openHydrated(page, PRODUCT);
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('S', { exact: true }).click();
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').filter({ hasText: 'added to your cart' }).waitFor();

    const interactions: Record<string, { runsMs: number[] } & ReturnType<typeof spread>> = {};
    for (const [name, { url, act, beforeHydration }] of Object.entries(INTERACTIONS)) {
      const runsMs: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await (beforeHydration ? openBeforeHydration : openHydrated)(page, url);
        await act(page);
        runsMs.push(Math.round(await longestInteraction(page)));
      }
      interactions[name] = { ...spread(runsMs), runsMs };
    }
    const [worstName, worst] = Object.entries(interactions).sort(([, a], [, b]) => b.max - a.max)[0]!;
    return { cpuSlowdown: CPU_SLOWDOWN, rounds, interactions, worst: { interaction: worstName, ms: worst.max } };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
