import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { loadConfig, type AppConfig } from "./config/config";
import { migrateDatabase, openDatabase } from "./db/database";
import { buildApp } from "./app";
import { attachHubs } from "./attach-hubs";
import { seedOnStart } from "./seed/seed-on-start";
import { rapydFromConfig } from "./integrations/rapyd/rapyd-config";
import { jobIntervalMs, startJobRunner } from "./modules/jobs/jobs/job-runner.service";
import { createTransport } from "./modules/messaging/emails/mail-transport.service";
import { boundedShutdown } from "./operations/bounded-shutdown";
import { runClusterPrimary } from "./operations/cluster-primary";

/** Migrations and the start-up seed, once, before any worker serves: the primary's part under WORKERS. */
async function prepareDatabase(config: AppConfig): Promise<void> {
  // Two connections: migrateDatabase holds its advisory lock on one and migrates on another.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ config, database, logger: true });
    try {
      await seedOnStart(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Stops taking connections and waits for the answers in progress; idle keep-alive sockets close as they free up. */
async function stopServing(app: FastifyInstance): Promise<void> {
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
  }
}

/** One server process: the whole server, or one worker of WORKERS (whose primary has prepared the database). */
async function serve(config: AppConfig): Promise<void> {
  const prepared = cluster.isWorker;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  if (!prepared) await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: true });
  await attachHubs(app, database);
  if (!prepared) await seedOnStart(app, database);
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  app.log.info(`Stund is serving http://localhost:${config.port} on the ${where}`);
  // Started once the server listens: with the built-in fake, renewals charge through this server.
  const mailTransport = createTransport(config);
  const jobs = startJobRunner({
    db: database.db,
    deps: {
      rapyd: rapydFromConfig(config).client,
      onError: (error, tenantId) => app.log.error({ err: error, tenantId }, "subscription renewal failed"),
      mailTransport,
      publicOrigin: config.publicOrigin,
      config,
      onHoldsExpired: (holds) => {
        for (const hold of holds)
          if (hold.eventId) app.hubs.availabilityChanged(hold.projectId, [hold.eventId]);
      },
      onJobRun: (run) => app.metrics.jobRan(run),
    },
    intervalMs: jobIntervalMs(),
    log: app.log,
  });

  const shutdown = boundedShutdown({
    log: app.log,
    async stop() {
      app.lifecycle.draining = true;
      // The hubs close with the app (a preClose hook); the job in progress finishes meanwhile.
      await Promise.all([stopServing(app), jobs.stop()]);
      mailTransport?.close();
      await database.close();
    },
  });
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers <= 1 || cluster.isWorker) return serve(config);
  const log = pino({ level: config.logLevel }).child({ role: "primary" });
  if (!config.databaseUrl) {
    // Each process would open the embedded database's files for itself, and they would corrupt.
    log.error(
      `WORKERS=${config.workers} needs PostgreSQL (DATABASE_URL): the embedded database serves one process. ` +
        "Unset WORKERS or set DATABASE_URL.",
    );
    process.exit(1);
  }
  await runClusterPrimary({ workers: config.workers, log, prepare: () => prepareDatabase(config) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
