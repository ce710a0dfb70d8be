import { loadConfig } from "./config/config";
import { migrateDatabase, openDatabase } from "./db/database";
import { buildApp } from "./app";
import { attachHubs } from "./realtime/attach-hubs";
import { seedOnStart } from "./seed/seed-on-start";
import { rapydFromConfig } from "./features/billing/rapyd/rapyd-config";
import { jobIntervalMs, startJobRunner } from "./features/jobs/job-runner";
import { createTransport } from "./features/emails/mail-transport";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: true });
  await attachHubs(app, database);
  await seedOnStart(app, database);
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
    },
    intervalMs: jobIntervalMs(),
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await jobs.stop();
    mailTransport?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
