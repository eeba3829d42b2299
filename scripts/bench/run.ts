/**
 * `npm run bench -- <js|search|search-quality|home|pages|signin|orders|order-sql|summary|lighthouse|inp|cluster|all> [--products 100000] [--parts api,filtered,pages] [--requests 500] [--clients 1] [--connections 20] [--duration 10] [--runs 5] [--pages /,/ar] [--database-host /var/run/postgresql]`
 * Prints a JSON report and writes it to bench-results/. Figures for notes and docs, never assertions.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';
import { argValue } from './lib';
import { jsBudget } from './js-budget';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { benchCluster } from './cluster';
import { benchHome } from './home';
import { benchOrders } from './orders';
import { benchOrderSql } from './order-sql';
import { benchPages } from './pages';
import { SEARCH_PARTS, benchSearch, type SearchPart } from './search';
import { benchSearchQuality } from './search-quality';
import { benchSignin } from './signin';
import { benchSummary } from './summary';

const which = process.argv[2] ?? 'all';
const report: Record<string, unknown> = { at: new Date().toISOString(), machine: `${(await import('node:os')).cpus().length} cores` };

if (which === 'js' || which === 'all') {
  report.js = await jsBudget();
}
if (which === 'search' || which === 'all') {
  report.search = await benchSearch({
    products: Number(argValue('products', '100000')),
    requests: Number(argValue('requests', '500')),
    clients: Number(argValue('clients', '1')),
    pageClients: Number(argValue('page-clients', '8')),
    pageCaches: argValue('page-caches', 'off') === 'on',
    // `--parts filtered` times the filtered searches on the CMS alone (no storefront); default all of api,filtered,pages.
    parts: argValue('parts', SEARCH_PARTS.join(','))
      .split(',')
      .filter((part): part is SearchPart => (SEARCH_PARTS as readonly string[]).includes(part)),
  });
}
if (which === 'search-quality') {
  // What the seed catalogue's search finds of 36 shoppers' queries (issue 39); `--order relevance` once it exists.
  report.searchQuality = await benchSearchQuality({ order: argValue('order', '') || undefined });
}
if (which === 'home' || which === 'all') {
  // `--steps 1000,100000`: the catalogue sizes at which the home page's HTML is weighed (after the seed's own).
  report.home = await benchHome({ steps: argValue('steps', '1000,100000').split(',').map(Number) });
}
if (which === 'pages' || which === 'all') {
  report.pages = await benchPages({
    connections: Number(argValue('connections', '20')),
    duration: Number(argValue('duration', '10')),
  });
}

if (which === 'signin' || which === 'all') {
  report.signin = await benchSignin({
    requests: Number(argValue('requests', '200')),
    clients: Number(argValue('clients', '8')),
  });
}

if (which === 'orders' || which === 'all') {
  report.orders = await benchOrders({
    clients: Number(argValue('clients', '16')),
    seconds: Number(argValue('duration', '10')),
  });
}

if (which === 'order-sql') {
  report.orderSql = await benchOrderSql();
}

if (which === 'summary' || which === 'all') {
  report.summary = await benchSummary({
    orders: Number(argValue('orders', '100000')),
    requests: Number(argValue('requests', '100')),
    listRequests: Number(argValue('list-requests', '50')),
  });
}

if (which === 'cluster' || which === 'all') {
  const parts = argValue('parts', 'orders,pages,summary').split(',');
  report.cluster = await benchCluster({
    seconds: Number(argValue('duration', '10')),
    clients: Number(argValue('clients', '16')),
    connections: Number(argValue('connections', '20')),
    summaryOrders: Number(argValue('orders', '100000')),
    summaryRequests: Number(argValue('requests', '100')),
    parts: parts.filter((part): part is 'orders' | 'pages' | 'summary' => ['orders', 'pages', 'summary'].includes(part)),
    databaseHost: argValue('database-host', '') || undefined,
    codCaps: process.argv.includes('--cod-caps'),
  });
}

if (which === 'lighthouse' || which === 'all') {
  const traceDirectory = argValue('trace', '');
  // `--pages /ar,/ar/cart` measures only those pages (default: the English pages and their Arabic ones).
  const pages = argValue('pages', '');
  report.lighthouse = await benchLighthouse({
    runs: Number(argValue('runs', '5')),
    traceDirectory: traceDirectory || undefined,
    pages: pages ? pages.split(',') : undefined,
    // `--products N` adds N synthetic products first (a bigger catalogue, as the shop grows).
    extraProducts: which === 'lighthouse' ? Number(argValue('products', '0')) : 0,
  });
}

if (which === 'inp' || which === 'all') {
  report.inp = await benchInp({ rounds: Number(argValue('rounds', '5')) });
}

console.log(JSON.stringify(report, null, 2));
const directory = path.join(ROOT, 'bench-results');
await mkdir(directory, { recursive: true });
await writeFile(path.join(directory, `${which}-${Date.now()}.json`), JSON.stringify(report, null, 2));
