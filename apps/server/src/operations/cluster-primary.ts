import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { drainWithinMs } from "./bounded-shutdown";
import { answerWorkersMetrics } from "./cluster-metrics";

/** A worker that dies is replaced after this long, doubling while replacements keep dying. */
const firstRestartDelayMs = 1000;
const longestRestartDelayMs = 30_000;

export interface ClusterOptions {
  workers: number;
  log: Logger;
  /** Runs once, before any worker is forked: migrations and the start-up seed. */
  prepare: () => Promise<void>;
}

/**
 * The primary of WORKERS=N: prepares the database once, forks N workers that share the port,
 * replaces a worker that dies once the cluster has served, and on SIGTERM/SIGINT passes the
 * signal on and exits when the workers have drained (0 when every one exited cleanly).
 */
export async function runClusterPrimary({ workers, log, prepare }: ClusterOptions): Promise<void> {
  await prepare();
  log.info({ workers }, "database prepared; starting the workers");
  answerWorkersMetrics();
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let serving = false;
  let stopping = false;
  let failed = false;
  let restartDelayMs = firstRestartDelayMs;

  const fork = () => live.add(cluster.fork());
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (code !== 0) failed = true;
    log.info({ signal, workers: live.size }, `${signal}: stopping the workers`);
    for (const worker of live) worker.process.kill(signal);
    if (live.size === 0) process.exit(failed ? 1 : 0);
    // The workers bound their own drain; this only catches one that hangs past it.
    setTimeout(() => {
      log.error({ workers: live.size }, "workers did not stop in time; killing them");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, drainWithinMs + 2000).unref();
  };

  cluster.on("listening", (worker) => {
    listened.add(worker);
    log.info({ worker: worker.id, workerPid: worker.process.pid }, "worker listening");
    if (!serving && listened.size === workers) {
      serving = true;
      log.info({ workers }, `serving with ${workers} worker processes`);
    }
    restartDelayMs = firstRestartDelayMs;
  });
  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    listened.delete(worker);
    const how = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) failed = true;
      if (live.size === 0) {
        log.info({ failed }, "all workers stopped");
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!serving) {
      // A worker that cannot start (a bad setting, an unreachable database) would fail again.
      log.error(how, "a worker stopped before the cluster served; stopping");
      stop("SIGTERM", 1);
      return;
    }
    log.warn(how, `worker died; starting another in ${restartDelayMs / 1000} s`);
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs);
    restartDelayMs = Math.min(restartDelayMs * 2, longestRestartDelayMs);
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < workers; i += 1) fork();
}
