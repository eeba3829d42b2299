import type { ChildProcess } from 'node:child_process';

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  log(): string;
  stop(): Promise<void>;
}

interface StartOptions {
  env: Record<string, string | undefined>;
  port: number;
  output?: 'inherit' | 'buffer';
  develop?: boolean;
}

/** The Node that runs the shop's servers: `SERVERS_NODE`, else the running one. */
export const SERVERS_NODE: string;
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function spawnServer(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined>; output?: 'inherit' | 'buffer'; onOutput?: (text: string) => void },
): ServerProcess;
export function startCms(options: StartOptions & { nodeArgs?: string[]; onOutput?: (text: string) => void }): ServerProcess;
export function startStorefront(options: StartOptions): ServerProcess;
