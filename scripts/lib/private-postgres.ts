/**
 * A PostgreSQL server of our own, in a temporary directory on a free port, for the long reliability
 * tests that restart the database under load (the machine's shared server is left alone).
 * Needs the PostgreSQL server binaries (Debian's `postgresql` package); as root it runs as `postgres`.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './test-stack';

const run = promisify(execFile);

function binDirectory(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin');
}

export interface PrivatePostgres {
  url: string;
  /** pg_ctl restart -m fast: every connection is cut, in-flight transactions are rolled back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDirectory();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-pg-'));
  const data = path.join(directory, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(directory, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const pgRun = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (action: string, ...extra: string[]) => pgRun('pg_ctl', ['-D', data, '-l', path.join(directory, 'log'), '-o', options, '-w', ...extra, action]);

  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast');
    },
    stop: async () => {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
