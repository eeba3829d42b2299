import { availableParallelism } from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { PasswordTask } from './password-worker';

/**
 * Password checks off the event loop (issue 24). bcryptjs (cost 10, tens of milliseconds of CPU a
 * check) on the main thread made every other request wait behind a storm of sign-ins: a product
 * list went from 8 ms to 690 ms p50 during 8 concurrent sign-ins (`npm run bench -- signin`). A
 * piscina pool runs the checks in worker threads (the same bcryptjs, so the hashes Strapi writes
 * stay the format we read); the main thread only queues them. PASSWORD_THREADS sets the pool's size,
 * by default the machine's cores: on 2 cores (2026-11-25, busy machine) 2 threads kept today's 11.5
 * sign-ins/s with the product list at p95 43 ms during the storm; 1 thread gave p95 24 ms but only
 * 8.3 sign-ins/s. The operating system shares the cores between the threads and the event loop.
 */
let pool: Piscina | undefined;

function passwordPool(): Piscina {
  const configured = Number(process.env.PASSWORD_THREADS);
  const threads = Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
  // Built next to this file (cms/dist/src/auth/password-worker.js).
  pool ??= new Piscina({ filename: path.join(__dirname, 'password-worker.js'), minThreads: 1, maxThreads: threads, idleTimeout: 60_000 });
  return pool;
}

/** Whether `password` matches the bcrypt `hash`, checked in a worker thread. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  const task: PasswordTask = { password, hash };
  return passwordPool().run(task) as Promise<boolean>;
}

/** Ends the pool's threads (Strapi's destroy): a script or test then exits at once. */
export async function closePasswordPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
