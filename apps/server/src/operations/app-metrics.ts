import { Counter, Histogram, Registry } from "prom-client";
import type { JobRun } from "./job-report";

/** The HTTP methods a route can have; anything else is counted as OTHER, so labels stay few. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface ObservedRequest {
  /** The route's URL template (`/:tenant/api/:project/bookings`), or undefined when none matched. */
  route: string | undefined;
  method: string;
  statusCode: number;
  seconds: number;
}

export type BookingChannel = "public" | "staff";

/** What this process counts as it serves; the database's figures are read at scrape time. */
export interface AppMetrics {
  registry: Registry;
  requestServed(request: ObservedRequest): void;
  bookingCreated(channel: BookingChannel): void;
  jobRan(run: JobRun): void;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: "stund_http_request_duration_seconds",
    help: "Time to answer HTTP requests, by route template, method and status class",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: "stund_bookings_created_total",
    help: "Bookings created: on the storefront (holding seats until paid) or by staff",
    labelNames: ["channel"],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "stund_jobs_run_total",
    help: "Background job runs, by job and outcome",
    labelNames: ["job", "outcome"],
    registers: [registry],
  });
  const jobItems = new Counter({
    name: "stund_job_items_total",
    help: "Rows the background jobs acted on (expireHolds: holds released), by job",
    labelNames: ["job"],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "stund_job_duration_seconds",
    help: "Time each background job took, by job",
    labelNames: ["job"],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  return {
    registry,
    requestServed({ route, method, statusCode, seconds }) {
      httpDuration.observe(
        {
          route: route ?? "unmatched",
          method: knownMethods.has(method) ? method : "OTHER",
          status_class: `${Math.floor(statusCode / 100)}xx`,
        },
        seconds,
      );
    },
    bookingCreated(channel) {
      bookings.inc({ channel });
    },
    jobRan({ job, outcome, seconds, items }) {
      jobRuns.inc({ job, outcome });
      if (items > 0) jobItems.inc({ job }, items);
      jobDuration.observe({ job }, seconds);
    },
  };
}
