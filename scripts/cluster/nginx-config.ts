/**
 * The load balancer's configuration, written by one function for both `npm run start:cluster`
 * (processes on loopback, nginx run by our script) and docker-compose's `scale` profile (the committed
 * docker/nginx.conf). Regenerate that file with `npm run cluster:nginx-conf` after changing this one.
 *
 * Three servers:
 *  - the shop's public port, balancing the storefront processes;
 *  - the CMS's public port (admin panel, /api for any client), balancing the CMS processes;
 *  - the storefronts' own way to the CMS processes, on an internal address only: it passes on the
 *    X-Forwarded-For the storefront set (the shopper's IP), which the public port never does.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_MB } from '@pointe/config';

export interface NginxConfigOptions {
  /** The storefront processes, `host:port` each. */
  storefronts: readonly string[];
  /** The CMS processes, `host:port` each. */
  cms: readonly string[];
  /** nginx `listen` values (`3000`, `0.0.0.0:3000`, `127.0.0.1:1338`). */
  listen: {
    storefront: string;
    cms: string;
    /** Where the storefronts reach the CMS: must not be reachable from outside (loopback or a private network). */
    cmsInternal: string;
  };
  /** nginx's pid file, lock file and temporary files go here (it must exist and be writable). */
  runDir: string;
  /** The access log's path (with the upstream that answered each request), or undefined for none. */
  accessLog?: string;
  /** `auto` (one per core) or a number. */
  workerProcesses?: number | 'auto';
  /** The workers' user, only when nginx starts as root: `nginx` in the Docker image, `root` when our script runs as root (else `nobody`). */
  user?: string;
}

/** Node's HTTP servers close an idle keep-alive connection after 5 s: nginx must drop it first, or a request races the close. */
const UPSTREAM_KEEPALIVE_TIMEOUT = '4s';
/** A process that fails this often within FAIL_TIMEOUT is left out for FAIL_TIMEOUT, then tried again. */
const MAX_FAILS = 2;
const FAIL_TIMEOUT = '5s';
/** A picture of MAX_UPLOAD_MB plus the multipart envelope and the other form fields. */
const CLIENT_MAX_BODY = `${MAX_UPLOAD_MB * 2}m`;

const UNAVAILABLE_MESSAGE = 'The shop is temporarily unavailable. Please try again in a moment.';

function upstream(name: string, servers: readonly string[]): string {
  if (servers.length === 0) throw new Error(`The ${name} upstream needs at least one server`);
  for (const server of servers) {
    if (!/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/.test(server)) throw new Error(`"${server}" is not a host:port for the ${name} upstream`);
  }
  return [
    `  upstream ${name} {`,
    ...servers.map((server) => `    server ${server} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`),
    '    keepalive 32;',
    `    keepalive_timeout ${UPSTREAM_KEEPALIVE_TIMEOUT};`,
    '  }',
  ].join('\n');
}

/** What every proxied location shares; `forwardedFor` is how X-Forwarded-For reaches the process. */
function proxyTo(name: string, tries: number, forwardedFor: string): string[] {
  return [
    `      proxy_pass http://${name};`,
    // HTTP/1.1 with an empty Connection header: what upstream keep-alive needs.
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    `      proxy_set_header X-Forwarded-For ${forwardedFor};`,
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    // A refused or reset connection, or no answer in time, goes to the next process. nginx never sends a
    // request that was already sent (POST, PATCH) to a second process unless told `non_idempotent`, which
    // we don't: an order that reached a CMS that then died is retried by the client, with its Idempotency-Key.
    // 503 is left out on purpose: it is the application's own "database unavailable" answer, the same
    // from every process, and counting it as a failure would take every process out of the pool.
    '      proxy_next_upstream error timeout http_502 http_504;',
    `      proxy_next_upstream_tries ${tries};`,
    '      proxy_next_upstream_timeout 15s;',
  ];
}

/** The nginx.conf text. Throws on an option that cannot be right. */
export function nginxConfig(options: NginxConfigOptions): string {
  const runDir = options.runDir.replace(/\/+$/, '');
  if (!path.isAbsolute(runDir)) throw new Error(`runDir must be an absolute path (got "${options.runDir}")`);
  const workers = options.workerProcesses ?? 'auto';
  const storefrontTries = Math.min(options.storefronts.length, 3);
  const cmsTries = Math.min(options.cms.length, 3);
  const accessLog = options.accessLog
    ? [
        // $upstream_addr names the process(es) that answered: what the cluster test reads.
        "  log_format upstreams '$remote_addr [$time_iso8601] \"$request\" $status $body_bytes_sent '",
        "                       'upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';",
        `  access_log ${options.accessLog} upstreams buffer=32k flush=1s;`,
      ]
    : ['  access_log off;'];

  return `${[
    '# Generated by scripts/cluster/nginx-config.ts: edit that file, not this one.',
    ...(options.user ? [`user ${options.user};`] : []),
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${runDir}/nginx.pid;`,
    `lock_file ${runDir}/nginx.lock;`,
    // stderr: the script that runs nginx shows it with the other processes' logs.
    'error_log stderr warn;',
    '',
    'events {',
    '  worker_connections 4096;',
    '}',
    '',
    'http {',
    `  client_body_temp_path ${runDir}/client_body;`,
    `  proxy_temp_path ${runDir}/proxy;`,
    `  fastcgi_temp_path ${runDir}/fastcgi;`,
    `  uwsgi_temp_path ${runDir}/uwsgi;`,
    `  scgi_temp_path ${runDir}/scgi;`,
    ...accessLog,
    '  default_type application/octet-stream;',
    '  server_tokens off;',
    // The storefront compresses its own answers (Express compression) and the CMS's JSON is small:
    // nginx passes bodies through as the processes send them.
    '  gzip off;',
    '  sendfile on;',
    '  tcp_nodelay on;',
    '  keepalive_timeout 65s;',
    '  client_header_timeout 15s;',
    '  client_body_timeout 30s;',
    '  send_timeout 30s;',
    `  client_max_body_size ${CLIENT_MAX_BODY};`,
    // Loopback or a private network: a process that does not accept within 2 s is not going to.
    '  proxy_connect_timeout 2s;',
    // Longer than the storefront's own 10 s wait for the CMS, and than an admin's bulk import.
    '  proxy_read_timeout 60s;',
    '  proxy_send_timeout 60s;',
    '',
    upstream('storefront', options.storefronts),
    '',
    upstream('cms', options.cms),
    '',
    '  # The shop.',
    '  server {',
    `    listen ${options.listen.storefront};`,
    // The storefront's /internal/ endpoints (process-to-process calls) are never public pages. Regex and
    // case-insensitive because Express matches paths case-insensitively; nginx has already decoded
    // %-escapes and merged slashes before it matches.
    '    location ~* ^/internal(/|$) {',
    '      default_type text/plain;',
    '      return 404 "Not Found\\n";',
    '    }',
    '    location / {',
    // Express (trust proxy = 1) takes the last address: the one nginx adds, whatever the client sent before it.
    ...proxyTo('storefront', storefrontTries, '$proxy_add_x_forwarded_for'),
    '    }',
    '    error_page 502 504 = @unavailable;',
    '    location @unavailable {',
    '      default_type text/plain;',
    `      return 503 "${UNAVAILABLE_MESSAGE}\\n";`,
    '    }',
    '  }',
    '',
    '  # The CMS for everyone else: the admin panel and the API.',
    '  server {',
    `    listen ${options.listen.cms};`,
    '    location / {',
    // The CMS (maxIpsCount 1) takes the last address: the one nginx adds. A spoofed header only adds entries before it.
    ...proxyTo('cms', cmsTries, '$proxy_add_x_forwarded_for'),
    '    }',
    '    error_page 502 504 = @unavailable;',
    '    location @unavailable {',
    '      default_type application/json;',
    `      return 503 '{"message":"${UNAVAILABLE_MESSAGE}"}';`,
    '    }',
    '  }',
    '',
    '  # The CMS for the storefront processes only (never published): the shopper IP the storefront sends is kept.',
    '  server {',
    `    listen ${options.listen.cmsInternal};`,
    '    location / {',
    ...proxyTo('cms', cmsTries, '$http_x_forwarded_for'),
    '    }',
    '    error_page 502 504 = @unavailable;',
    '    location @unavailable {',
    '      default_type application/json;',
    `      return 503 '{"message":"${UNAVAILABLE_MESSAGE}"}';`,
    '    }',
    '  }',
    '}',
  ].join('\n')}\n`;
}

/** docker-compose's `scale` profile: two of each, by service name, nginx as root in its image dropping to `nginx`. */
export const DOCKER_NGINX_OPTIONS: NginxConfigOptions = {
  storefronts: ['storefront-1:3000', 'storefront-2:3000'],
  cms: ['cms-1:1337', 'cms-2:1337'],
  listen: { storefront: '3000', cms: '1337', cmsInternal: '1338' },
  runDir: '/tmp/nginx',
  user: 'nginx',
};

export const DOCKER_NGINX_CONF = fileURLToPath(new URL('../../docker/nginx.conf', import.meta.url));

// `npm run cluster:nginx-conf` rewrites docker/nginx.conf.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(DOCKER_NGINX_CONF, nginxConfig(DOCKER_NGINX_OPTIONS));
  console.log(`Wrote ${path.relative(process.cwd(), DOCKER_NGINX_CONF)}`);
}
