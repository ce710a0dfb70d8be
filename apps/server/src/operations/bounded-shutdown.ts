import type { FastifyBaseLogger } from "fastify";

/** How long a process may take to drain after SIGTERM before it exits anyway. */
export const drainWithinMs = 10_000;

export interface ShutdownOptions {
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Stops the process's work; the process exits 0 once this resolves. */
  stop: () => Promise<void>;
  withinMs?: number;
  exit?: (code: number) => void;
}

/**
 * A shutdown that ends the process whatever happens: 0 once `stop` has finished, 1 when it failed
 * or has not finished within the limit (an orchestrator waits about that long before SIGKILL, and
 * a clean exit of our own beats being killed mid-write). Repeated signals do not start it again.
 */
export function boundedShutdown(options: ShutdownOptions): (signal: string) => void {
  const { log, stop, withinMs = drainWithinMs, exit = (code) => process.exit(code) } = options;
  let started = false;
  return (signal) => {
    if (started) return;
    started = true;
    log.info({ signal }, `${signal}: draining`);
    const deadline = setTimeout(() => {
      log.error({ signal }, `shutdown did not finish within ${withinMs / 1000} s; exiting anyway`);
      exit(1);
    }, withinMs);
    stop().then(
      () => {
        clearTimeout(deadline);
        log.info({ signal }, "drained; exiting");
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log.error({ err: error, signal }, "shutdown failed");
        exit(1);
      },
    );
  };
}
