import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database";
import { didAnything, JobRunStopped, runDueJobs, type JobDeps } from "./due-jobs";

export interface JobRunner {
  /** Stops scheduling and waits for the job in progress to finish; the rest of its run is left. */
  stop(): Promise<void>;
}

/** JOB_INTERVAL_SECONDS: how often the jobs run (30 s by default); 0 turns the runner off. */
export function jobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.JOB_INTERVAL_SECONDS;
  const seconds = raw === undefined || raw.trim() === "" ? 30 : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error("JOB_INTERVAL_SECONDS must be zero or more");
  return seconds * 1000;
}

/**
 * Runs the due jobs in this process every `intervalMs`, one run at a time. Other processes may run
 * their own runners against the same database: the jobs claim rows, so nothing is done twice.
 */
export function startJobRunner(options: {
  db: Database;
  deps: JobDeps;
  intervalMs: number;
  log: FastifyBaseLogger;
}): JobRunner {
  const { db, deps, intervalMs, log } = options;
  if (intervalMs <= 0) return { stop: async () => undefined };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  const run = async () => {
    try {
      const summary = await runDueJobs(db, { ...deps, signal: stopping.signal }, new Date());
      if (didAnything(summary)) log.info({ jobs: summary }, "subscription jobs ran");
    } catch (error) {
      if (error instanceof JobRunStopped) return;
      // One failed run must not stop the next: the work is still due and is claimed again.
      log.error({ err: error }, "subscription jobs failed");
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
