/**
 * Runs the shop as a cluster on one machine: CMS processes and storefront processes on loopback
 * ports, nginx in front of them (config from nginx-config.ts), each process watched and started again
 * with a backoff when it dies. `npm run start:cluster` uses it, and so do the tests and benchmarks that
 * need several processes: they kill one (`kill('SIGKILL')`) and watch it come back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../lib/env.mjs';
import { freePort } from '../lib/ports';
import { SERVERS_NODE } from '../lib/processes.mjs';
import { nginxConfig } from './nginx-config';

export type ProcessKind = 'cms' | 'storefront' | 'nginx';

export interface ClusterEvent {
  process: string;
  kind: 'started' | 'ready' | 'exited' | 'restarting' | 'stopped';
  message: string;
}

export interface ClusterOptions {
  /** The environment every process starts from (database, Redis, secrets, STOREFRONT_URL…). */
  env: Record<string, string | undefined>;
  /** How many of each (default 2 and 2). */
  storefronts?: number;
  cms?: number;
  /** nginx's public ports, and the internal one the storefronts reach the CMS processes through. */
  ports: {
    storefront: number;
    cms: number;
    cmsInternal: number;
    /** The storefront processes' own ports (default: free ports). */
    storefronts?: readonly number[];
    /** The CMS processes' own ports (default: free ports). */
    cmsProcesses?: readonly number[];
  };
  /** Where nginx listens publicly: 0.0.0.0 for a real run, 127.0.0.1 for tests. The processes always listen on 127.0.0.1. */
  publicHost?: string;
  /** nginx's config, pid, temporary files and access log (created if missing). */
  runDir: string;
  /** Writes runDir/access.log with the upstream that served each request (default true). */
  accessLog?: boolean;
  /** 'prefix': every line of every process on this process's stdout/stderr, as `[cms-1] …`; 'quiet': kept for log() only. */
  output?: 'prefix' | 'quiet';
  /** The first restart of a dead process waits this long, doubling each time up to maxRestartDelayMs (defaults 500 ms, 15 s). */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** How long a process may take to answer its health check (default 180 s: a CMS's first start creates the schema). */
  startTimeoutMs?: number;
  /** Called for each start, readiness, death and restart (default: a line on stdout in 'prefix' mode, nothing in 'quiet'). */
  onEvent?: (event: ClusterEvent) => void;
  /** The nginx binary (default /usr/sbin/nginx, then `nginx` on the PATH). */
  nginxBinary?: string;
}

export interface ClusterProcess {
  /** storefront-1, storefront-2, cms-1, cms-2, nginx. */
  readonly name: string;
  readonly kind: ProcessKind;
  /** The port the process listens on (nginx: the shop's public port). */
  readonly port: number;
  /** Its address as nginx's access log writes it (127.0.0.1:port); undefined for nginx. */
  readonly upstream: string | undefined;
  /** The current process id (changes on each restart); undefined while it is down. */
  pid(): number | undefined;
  /** How many times it was started again after it died or was restarted. */
  restarts(): number;
  /** Whether a process is running now (it may not answer yet). */
  running(): boolean;
  /** Sends a signal. If that ends the process, the watchdog starts it again (the point of `kill('SIGKILL')` in a fault test). */
  kill(signal?: NodeJS.Signals): void;
  /** Resolves once the process answers its health check. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** After kill(): resolves once the watchdog has started a new process and it answers its health check. */
  waitBack(timeoutMs?: number): Promise<void>;
  /** Stops it (SIGTERM, SIGKILL after 10 s), starts it again and waits until it answers. */
  restart(): Promise<void>;
  /** The last lines it printed (all its starts). */
  log(): string;
}

export interface AccessLogEntry {
  status: number;
  method: string;
  path: string;
  /** Every process nginx tried, in order (more than one when it moved on to the next). */
  upstreams: string[];
}

export interface Cluster {
  /** Through nginx: the shop, the CMS for clients, the CMS for the storefront processes. */
  storefrontUrl: string;
  cmsUrl: string;
  cmsInternalUrl: string;
  storefronts: ClusterProcess[];
  cms: ClusterProcess[];
  nginx: ClusterProcess;
  /** Every process: CMS, storefronts, nginx. */
  processes: ClusterProcess[];
  runDir: string;
  /** The access log written so far (nginx flushes it each second; empty without `accessLog`). */
  readAccessLog(): AccessLogEntry[];
  /** Stops everything: storefronts, then CMS processes, then nginx. Idempotent. */
  stop(): Promise<void>;
}

/** Strapi without its command line (cms/server.mjs says why). */
const CMS_SERVER = path.join(ROOT, 'cms', 'server.mjs');
const KEPT_LINES = 400;
const STOP_GRACE_MS = 10_000;
/** A process that stayed up this long is healthy again: its next death restarts it after the first delay. */
const STABLE_AFTER_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(preferred?: string): string | undefined {
  for (const candidate of [preferred, '/usr/sbin/nginx', 'nginx'].filter((value): value is string => Boolean(value))) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

export const NGINX_MISSING = 'nginx is not installed: `sudo apt-get install nginx-light` (Debian/Ubuntu), or set NGINX_BIN to its path.';

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

interface Spec {
  name: string;
  kind: ProcessKind;
  port: number;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** Resolves true when the process serves. */
  ready: () => Promise<boolean>;
}

class WatchedProcess implements ClusterProcess {
  readonly name: string;
  readonly kind: ProcessKind;
  readonly port: number;
  readonly upstream: string | undefined;
  private child: ChildProcess | undefined;
  private readonly lines: string[] = [];
  private restartCount = 0;
  private stopping = false;
  /** Set while restart() replaces the process itself, so the watchdog leaves it alone. */
  private manual = false;
  private delayMs: number;
  private startedAt = 0;
  private pendingRestart: NodeJS.Timeout | undefined;
  private restartsAtKill = 0;
  /** The child whose readiness was announced, so each start is announced once. */
  private announced: ChildProcess | undefined;

  constructor(
    private readonly spec: Spec,
    private readonly options: Required<Pick<ClusterOptions, 'output' | 'restartDelayMs' | 'maxRestartDelayMs' | 'startTimeoutMs'>> & {
      onEvent: (event: ClusterEvent) => void;
    },
  ) {
    this.name = spec.name;
    this.kind = spec.kind;
    this.port = spec.port;
    this.upstream = spec.kind === 'nginx' ? undefined : `127.0.0.1:${spec.port}`;
    this.delayMs = options.restartDelayMs;
  }

  pid(): number | undefined {
    return this.running() ? this.child?.pid : undefined;
  }

  restarts(): number {
    return this.restartCount;
  }

  running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  log(): string {
    return this.lines.join('\n');
  }

  start(): void {
    const { spec } = this;
    // nginx leads its own process group: its workers outlive a master killed with SIGKILL and would keep
    // the ports, so the group is killed as a whole after the master exits.
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'], detached: spec.kind === 'nginx' });
    this.child = child;
    this.startedAt = Date.now();
    let partial = { stdout: '', stderr: '' };
    const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      const text = partial[stream] + chunk.toString();
      const complete = text.split('\n');
      partial = { ...partial, [stream]: complete.pop() ?? '' };
      for (const line of complete) {
        this.lines.push(line);
        if (this.options.output === 'prefix') (stream === 'stdout' ? process.stdout : process.stderr).write(`[${this.name}] ${line}\n`);
      }
      if (this.lines.length > KEPT_LINES) this.lines.splice(0, this.lines.length - KEPT_LINES);
    };
    child.stdout?.on('data', keep('stdout'));
    child.stderr?.on('data', keep('stderr'));
    child.on('error', (error) => this.lines.push(`[cluster] could not start ${this.name}: ${error.message}`));
    child.on('exit', (code, signal) => this.exited(child, code, signal));
    this.options.onEvent({ process: this.name, kind: 'started', message: `${this.name} started (pid ${child.pid}, port ${this.port})` });
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.spec.kind === 'nginx' && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // no worker left: the usual case
      }
    }
    if (child !== this.child || this.stopping || this.manual) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // A process that had run for a while gets the short delay again; one that keeps dying waits longer each time.
    if (Date.now() - this.startedAt > STABLE_AFTER_MS) this.delayMs = this.options.restartDelayMs;
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.options.maxRestartDelayMs);
    this.options.onEvent({ process: this.name, kind: 'exited', message: `${this.name} exited (${how})` });
    this.options.onEvent({ process: this.name, kind: 'restarting', message: `${this.name}: starting it again in ${delay} ms` });
    this.pendingRestart = setTimeout(() => {
      this.pendingRestart = undefined;
      if (this.stopping) return;
      this.restartCount += 1;
      this.start();
      this.waitReady().catch(() => undefined); // logs readiness; a failure shows as the next exit
    }, delay);
  }

  kill(signal: NodeJS.Signals = 'SIGTERM'): void {
    this.restartsAtKill = this.restartCount;
    this.child?.kill(signal);
  }

  async waitBack(timeoutMs = this.options.startTimeoutMs): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.restartCount === this.restartsAtKill) {
      if (Date.now() > deadline) throw new Error(`${this.name} was not started again within ${Math.round(timeoutMs / 1000)} s`);
      await sleep(50);
    }
    await this.waitReady(Math.max(1, deadline - Date.now()));
  }

  /** From now on a death is expected: the watchdog lets the process go. */
  markStopping(): void {
    this.stopping = true;
    clearTimeout(this.pendingRestart);
  }

  async waitReady(timeoutMs = this.options.startTimeoutMs): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.stopping) throw new Error(`${this.name} is stopping`);
      if (this.running() && (await this.spec.ready())) {
        if (this.announced !== this.child) {
          this.announced = this.child;
          this.options.onEvent({ process: this.name, kind: 'ready', message: `${this.name} ready on port ${this.port}` });
        }
        return;
      }
      await sleep(200);
    }
    throw new Error(`${this.name} did not answer within ${Math.round(timeoutMs / 1000)} s. Its last lines:\n${this.lines.slice(-40).join('\n')}`);
  }

  /** Ends the current process: SIGTERM, then SIGKILL after the grace period. */
  private async end(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  async restart(): Promise<void> {
    this.manual = true;
    try {
      await this.end();
      this.restartCount += 1;
      this.start();
    } finally {
      this.manual = false;
    }
    await this.waitReady();
  }

  async stop(): Promise<void> {
    this.markStopping();
    await this.end();
    this.options.onEvent({ process: this.name, kind: 'stopped', message: `${this.name} stopped` });
  }
}

/** One line of the access log format nginx-config.ts writes (`upstreams`). */
const ACCESS_LINE = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream=(.*?) upstream_status=/;

export function parseAccessLog(text: string): AccessLogEntry[] {
  return text.split('\n').flatMap((line) => {
    const match = ACCESS_LINE.exec(line);
    if (!match) return [];
    const upstreams = match[4]!
      .split(/[,:]\s+|,\s*/)
      .map((value) => value.trim())
      .filter((value) => /^\d+\.\d+\.\d+\.\d+:\d+$/.test(value));
    return [{ method: match[1]!, path: match[2]!, status: Number(match[3]), upstreams }];
  });
}

async function portsFor(count: number, given: readonly number[] | undefined, what: string): Promise<number[]> {
  if (given) {
    if (given.length < count) throw new Error(`${count} ${what} processes need ${count} ports (got ${given.join(', ')})`);
    return given.slice(0, count);
  }
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * Starts nginx, the CMS processes (at the same moment: the start-up lock makes that safe), then the
 * storefront processes, and resolves when every one answers. On failure it stops what it started and throws.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const storefrontCount = options.storefronts ?? 2;
  const cmsCount = options.cms ?? 2;
  if (!Number.isInteger(storefrontCount) || storefrontCount < 1) throw new Error(`storefronts must be 1 or more (got ${storefrontCount})`);
  if (!Number.isInteger(cmsCount) || cmsCount < 1) throw new Error(`cms must be 1 or more (got ${cmsCount})`);
  if (options.env.DATABASE_CLIENT !== 'postgres') {
    throw new Error(
      'The cluster needs PostgreSQL: several CMS processes cannot share a SQLite file. Set DATABASE_CLIENT=postgres and DATABASE_* ' +
        '(or DATABASE_URL); `npm start` is the one-process SQLite quick start.',
    );
  }
  const nginxBinary = findNginx(options.nginxBinary);
  if (!nginxBinary) throw new Error(NGINX_MISSING);

  const output = options.output ?? 'prefix';
  const onEvent = options.onEvent ?? (output === 'prefix' ? (event: ClusterEvent) => console.log(`[cluster] ${event.message}`) : () => undefined);
  const watch = {
    output,
    onEvent,
    restartDelayMs: options.restartDelayMs ?? 500,
    maxRestartDelayMs: options.maxRestartDelayMs ?? 15_000,
    startTimeoutMs: options.startTimeoutMs ?? 180_000,
  };
  const runDir = path.resolve(options.runDir);
  mkdirSync(runDir, { recursive: true });
  const storefrontPorts = await portsFor(storefrontCount, options.ports.storefronts, 'storefront');
  const cmsPorts = await portsFor(cmsCount, options.ports.cmsProcesses, 'CMS');
  const publicHost = options.publicHost ?? '0.0.0.0';
  const accessLog = options.accessLog === false ? undefined : path.join(runDir, 'access.log');
  if (accessLog) writeFileSync(accessLog, '');

  const confPath = path.join(runDir, 'nginx.conf');
  writeFileSync(
    confPath,
    nginxConfig({
      storefronts: storefrontPorts.map((port) => `127.0.0.1:${port}`),
      cms: cmsPorts.map((port) => `127.0.0.1:${port}`),
      listen: {
        storefront: `${publicHost}:${options.ports.storefront}`,
        cms: `${publicHost}:${options.ports.cms}`,
        cmsInternal: `127.0.0.1:${options.ports.cmsInternal}`,
      },
      runDir,
      accessLog,
      // nginx started by root hands its workers to `nobody`, who cannot write the temporary files of a
      // large upload in a private run directory (a 500): the workers run as the user who started it.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  const check = spawnSync(nginxBinary, ['-t', '-q', '-p', runDir, '-c', confPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the generated config ${confPath}:\n${check.stderr}`);

  const cmsInternalUrl = `http://127.0.0.1:${options.ports.cmsInternal}`;
  // The processes listen on loopback only: nothing reaches them except through nginx (127.0.0.1), whose
  // X-Forwarded-For the CMS believes (one hop); the storefronts sign the shopper's address (CMS_CLIENT_IP_SECRET).
  const base = { ...options.env, HOST: '127.0.0.1' };
  const cms = cmsPorts.map(
    (port, index) =>
      new WatchedProcess(
        {
          name: `cms-${index + 1}`,
          kind: 'cms',
          port,
          command: SERVERS_NODE,
          args: [CMS_SERVER],
          cwd: path.join(ROOT, 'cms'),
          env: { ...base, PORT: String(port), CMS_TRUSTED_PROXIES: '127.0.0.1', STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none', NODE_ENV: 'production' },
          ready: () => answers(`http://127.0.0.1:${port}/_health`),
        },
        watch,
      ),
  );
  const storefronts = storefrontPorts.map(
    (port, index) =>
      new WatchedProcess(
        {
          name: `storefront-${index + 1}`,
          kind: 'storefront',
          port,
          command: SERVERS_NODE,
          args: ['build/http/index.js'],
          cwd: path.join(ROOT, 'storefront'),
          // Through nginx's internal port: balanced over the CMS processes, retried on a dead one, and
          // the shopper's address (signed, and in X-Forwarded-For) reaches the CMS as the storefront wrote it.
          env: { ...base, PORT: String(port), CMS_URL: cmsInternalUrl, TRUST_PROXY: '1', NODE_ENV: 'production' },
          ready: () => answers(`http://127.0.0.1:${port}/healthz`),
        },
        watch,
      ),
  );
  const nginx = new WatchedProcess(
    {
      name: 'nginx',
      kind: 'nginx',
      port: options.ports.storefront,
      command: nginxBinary,
      args: ['-p', runDir, '-c', confPath],
      cwd: runDir,
      env: { ...process.env },
      ready: () => accepts(options.ports.cmsInternal),
    },
    watch,
  );
  const processes = [...cms, ...storefronts, nginx];

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      // All at once first: Ctrl+C in a terminal signals every process of the group, and none may be restarted.
      for (const process of processes) process.markStopping();
      await Promise.all(storefronts.map((process) => process.stop()));
      await Promise.all(cms.map((process) => process.stop()));
      await nginx.stop();
    })();
    return stopped;
  };

  try {
    nginx.start();
    await nginx.waitReady(15_000);
    for (const process of cms) process.start();
    await Promise.all(cms.map((process) => process.waitReady()));
    for (const process of storefronts) process.start();
    await Promise.all(storefronts.map((process) => process.waitReady()));
  } catch (error) {
    await stop();
    throw error;
  }

  const connectHost = publicHost === '0.0.0.0' ? '127.0.0.1' : publicHost;
  return {
    storefrontUrl: `http://${connectHost}:${options.ports.storefront}`,
    cmsUrl: `http://${connectHost}:${options.ports.cms}`,
    cmsInternalUrl,
    storefronts,
    cms,
    nginx,
    processes,
    runDir,
    readAccessLog: () => (accessLog && existsSync(accessLog) ? parseAccessLog(readFileSync(accessLog, 'utf8')) : []),
    stop,
  };
}
