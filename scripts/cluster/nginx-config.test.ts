import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNginx, parseAccessLog } from './cluster';
import { DOCKER_NGINX_CONF, DOCKER_NGINX_OPTIONS, nginxConfig, type NginxConfigOptions } from './nginx-config';

const LOOPBACK: NginxConfigOptions = {
  storefronts: ['127.0.0.1:13001', '127.0.0.1:13002'],
  cms: ['127.0.0.1:13003', '127.0.0.1:13004'],
  listen: { storefront: '0.0.0.0:3000', cms: '0.0.0.0:1337', cmsInternal: '127.0.0.1:13000' },
  runDir: '/tmp/pointe-cluster',
};

/** The text of the `server { … }` block that listens on `listen`. */
function serverBlock(config: string, listen: string): string {
  const start = config.indexOf(`    listen ${listen};`);
  expect(start).toBeGreaterThan(0);
  const end = config.indexOf('\n  }\n', start);
  return config.slice(start, end);
}

describe('nginxConfig', () => {
  const config = nginxConfig(LOOPBACK);

  it('balances each tier over its processes, with passive health checks and keep-alive', () => {
    expect(config).toContain(
      [
        '  upstream storefront {',
        '    server 127.0.0.1:13001 max_fails=2 fail_timeout=5s;',
        '    server 127.0.0.1:13002 max_fails=2 fail_timeout=5s;',
        '    keepalive 32;',
        // Below Node's 5 s keep-alive, so nginx never reuses a connection Node is closing.
        '    keepalive_timeout 4s;',
        '  }',
      ].join('\n'),
    );
    expect(config).toContain('  upstream cms {\n    server 127.0.0.1:13003 max_fails=2 fail_timeout=5s;\n    server 127.0.0.1:13004');
    expect(config.match(/proxy_http_version 1\.1;\n\s+proxy_set_header Connection "";/g)).toHaveLength(3);
  });

  it('moves on to the next process on errors and gateway failures, and never resends a POST', () => {
    expect(config.match(/proxy_next_upstream error timeout http_502 http_504;/g)).toHaveLength(3);
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('proxy_next_upstream_tries 2;');
  });

  it('passes the client address so that a spoofed X-Forwarded-For cannot choose it', () => {
    // Public ports append the address nginx saw; the processes trust the last entry only.
    expect(serverBlock(config, '0.0.0.0:3000')).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(serverBlock(config, '0.0.0.0:1337')).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    // The storefronts' own way in keeps the shopper's address the storefront wrote.
    expect(serverBlock(config, '127.0.0.1:13000')).toContain('proxy_set_header X-Forwarded-For $http_x_forwarded_for;');
    expect(config.match(/proxy_set_header X-Forwarded-Proto \$scheme;/g)).toHaveLength(3);
  });

  it('never serves the storefront’s /internal/ endpoints publicly', () => {
    const shop = serverBlock(config, '0.0.0.0:3000');
    expect(shop).toContain('location ~* ^/internal(/|$) {');
    expect(shop).toContain('return 404');
    // nginx itself is exercised in cms/tests/long/cluster.test.ts (/internal/, /INTERNAL/, /%69nternal/).
  });

  it('takes a 5 MB picture, keeps its files in the run directory, runs in the foreground', () => {
    const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(config)?.[1]);
    expect(bodyMb).toBeGreaterThanOrEqual(6);
    expect(config).toContain('daemon off;');
    expect(config).toContain('pid /tmp/pointe-cluster/nginx.pid;');
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(config).toContain(`_temp_path /tmp/pointe-cluster/${temp};`);
    expect(config).not.toMatch(/\/var\//);
    expect(config).not.toMatch(/^user /m);
    expect(config).toContain('gzip off;');
    expect(config).toContain('access_log off;');
  });

  it('answers 503 with a message when no process is left', () => {
    expect(serverBlock(config, '0.0.0.0:1337')).toContain(`return 503 '{"message":"The shop is temporarily unavailable. Please try again in a moment."}';`);
    expect(serverBlock(config, '0.0.0.0:3000')).toContain('return 503 "The shop is temporarily unavailable.');
  });

  it('writes the access log with the upstream that answered, when asked', () => {
    const logged = nginxConfig({ ...LOOPBACK, accessLog: '/tmp/pointe-cluster/access.log' });
    expect(logged).toContain('upstream=$upstream_addr');
    expect(logged).toContain('access_log /tmp/pointe-cluster/access.log upstreams buffer=32k flush=1s;');
  });

  it('names the workers\' user only when asked (nginx started as root)', () => {
    expect(nginxConfig({ ...LOOPBACK, user: 'root' })).toMatch(/^user root;\ndaemon off;$/m);
    expect(nginxConfig(DOCKER_NGINX_OPTIONS)).toMatch(/^user nginx;$/m);
  });

  it('refuses options that cannot be right', () => {
    expect(() => nginxConfig({ ...LOOPBACK, cms: [] })).toThrow('The cms upstream needs at least one server');
    expect(() => nginxConfig({ ...LOOPBACK, storefronts: ['127.0.0.1'] })).toThrow('"127.0.0.1" is not a host:port');
    expect(() => nginxConfig({ ...LOOPBACK, storefronts: ['a:1; evil'] })).toThrow('is not a host:port');
    expect(() => nginxConfig({ ...LOOPBACK, runDir: 'relative/dir' })).toThrow('runDir must be an absolute path');
  });

  it.skipIf(!findNginx())('is a configuration nginx accepts (nginx -t)', () => {
    const runDir = mkdtempSync(path.join(os.tmpdir(), 'pointe-nginx-'));
    try {
      const file = path.join(runDir, 'nginx.conf');
      writeFileSync(file, nginxConfig({ ...LOOPBACK, runDir, accessLog: path.join(runDir, 'access.log') }));
      const result = spawnSync(findNginx()!, ['-t', '-p', runDir, '-c', file], { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});

describe('docker/nginx.conf', () => {
  it('is what the generator writes today (regenerate it with `npm run cluster:nginx-conf`)', () => {
    expect(readFileSync(DOCKER_NGINX_CONF, 'utf8'), 'docker/nginx.conf is out of date: run `npm run cluster:nginx-conf`').toBe(
      nginxConfig(DOCKER_NGINX_OPTIONS),
    );
  });
});

describe('parseAccessLog', () => {
  it('reads the status, request and every upstream tried', () => {
    const text = [
      '127.0.0.1 [2026-11-22T18:13:56+00:00] "GET /a HTTP/1.1" 200 51 upstream=127.0.0.1:3331 upstream_status=200 time=0.023',
      '127.0.0.1 [2026-11-22T18:13:57+00:00] "POST /api/orders HTTP/1.1" 201 53 upstream=127.0.0.1:1352, 127.0.0.1:1351 upstream_status=502, 201 time=0.002',
      '127.0.0.1 [2026-11-22T18:13:57+00:00] "GET /internal/x HTTP/1.1" 404 10 upstream=- upstream_status=- time=0.000',
      '2026/11/22 18:13:57 [error] 12715#12715: *13 connect() failed',
    ].join('\n');
    expect(parseAccessLog(text)).toEqual([
      { method: 'GET', path: '/a', status: 200, upstreams: ['127.0.0.1:3331'] },
      { method: 'POST', path: '/api/orders', status: 201, upstreams: ['127.0.0.1:1352', '127.0.0.1:1351'] },
      { method: 'GET', path: '/internal/x', status: 404, upstreams: [] },
    ]);
  });
});
