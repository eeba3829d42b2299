// Graceful shutdown: on SIGTERM/SIGINT stop taking connections, let the requests under way finish,
// then exit; connections still busy after the grace period are cut (the scripts that start this
// server send SIGKILL after 10 s, so the grace period stays below that).
import type { Server } from 'node:http';

export interface ShutdownOptions {
  graceMs?: number;
  exit?: (code: number) => void;
}

/** Returns the function to call on a stop signal; calling it again while stopping changes nothing. */
export function gracefulShutdown(server: Server, { graceMs = 8_000, exit = (code) => process.exit(code) }: ShutdownOptions = {}): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    let exited = false;
    const finish = (code: number) => {
      if (exited) return;
      exited = true;
      clearTimeout(deadline);
      exit(code);
    };
    const deadline = setTimeout(() => {
      server.closeAllConnections(); // this lets close() call back too: the first exit code stands
      finish(1);
    }, graceMs);
    deadline.unref();
    server.close(() => finish(0));
    // Keep-alive connections with no request under way would otherwise hold the server open.
    server.closeIdleConnections();
  };
}
