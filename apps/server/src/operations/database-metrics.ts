import type { FastifyBaseLogger } from "fastify";
import { Gauge, type Registry } from "prom-client";
import type { DatabaseHandle } from "../db/database";
import { countActiveHolds, countPendingEmails } from "./operations.repository";
import { withinTime } from "./time-limit";

/** A scrape must answer even while the database does not; its figures are then NaN. */
const scrapeQueryMs = 1000;

/**
 * The database's figures, read when Prometheus scrapes: the connection pool of this process, and
 * the platform-wide outbox depth and held seats. Under WORKERS every process reads the same
 * table counts, so the cluster reports their largest, not their sum.
 */
export function registerDatabaseMetrics(
  registry: Registry,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): void {
  const count = (what: string, read: () => Promise<number>) =>
    async function (this: Gauge) {
      try {
        this.set(await withinTime(read(), scrapeQueryMs, what));
      } catch (error) {
        log.warn({ err: error }, `metrics: ${what} could not be read`);
        this.set(Number.NaN);
      }
    };
  new Gauge({
    name: "stund_email_outbox_pending",
    help: "Emails waiting in the outbox to be sent (or stored)",
    aggregator: "max",
    registers: [registry],
    collect: count("the outbox depth", () => countPendingEmails(database.db)),
  });
  new Gauge({
    name: "stund_holds_active",
    help: "Bookings holding seats while the customer pays (Pending, not yet run out)",
    aggregator: "max",
    registers: [registry],
    collect: count("the active holds", () => countActiveHolds(database.db, new Date())),
  });
  registerPoolMetrics(registry, database);
}

function registerPoolMetrics(registry: Registry, database: DatabaseHandle): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const pool = database.pool;
  if (!pool) {
    // The embedded database is one connection inside this process: no pool to wait for.
    gauge("stund_database_pool_max", "Connections the pool may open (the embedded database: 1)", () => 1);
    gauge("stund_database_pool_total", "Connections open (the embedded database: 1)", () => 1);
    return;
  }
  gauge("stund_database_pool_max", "Connections the pool may open", () => pool.options.max ?? 10);
  gauge("stund_database_pool_total", "Connections open, idle or in use", () => pool.totalCount);
  gauge("stund_database_pool_idle", "Connections open and idle", () => pool.idleCount);
  gauge("stund_database_pool_waiting", "Queries waiting for a connection", () => pool.waitingCount);
}
