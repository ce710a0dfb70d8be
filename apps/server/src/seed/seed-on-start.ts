import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config/config";
import type { Database, DatabaseHandle } from "../db/database";
import type { Hubs } from "../realtime/hubs";
import { ensureFirstVersion } from "../modules/company/user-terms/user-terms.service";
import { ensureDefaultCatalogue } from "../modules/platform-billing/plans/plan-catalogue.service";
import type { DemoOptions } from "./demo-catalogue";
import { describeSignIns, seedDemoCompany } from "./demo-seed";
import { privacyPolicyText, termsOfServiceText } from "./platform-document-texts";
import { countUsers, markSuperAdmins } from "./seed.repository";

/** SUPER_ADMIN_EMAILS: a comma-separated list; emails are stored in lower case. */
export function superAdminEmails(env: NodeJS.ProcessEnv): string[] {
  return (env.SUPER_ADMIN_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** The demo is for trying Stund on a laptop, never for a shared or production database. */
export function demoWanted(kind: DatabaseHandle["kind"], config: Pick<AppConfig, "production">): boolean {
  return kind === "pglite" && !config.production;
}

/** What the seed needs of the server: whether this is production, the port to print, the hubs. */
export interface SeedContext {
  config: Pick<AppConfig, "production" | "port">;
  hubs: Hubs;
  /** How to seed the demo company; tests may leave out its pictures. */
  demo?: DemoOptions;
}

/**
 * Platform documents and the plans catalogue always; the demo company only on an empty embedded
 * database outside production. Each step checks first, so on a seeded database it changes nothing.
 */
export async function seedDatabase(
  database: DatabaseHandle,
  { config, hubs, demo }: SeedContext,
): Promise<void> {
  const db = database.db;
  await ensureFirstVersion(db, "TermsAndConditions", termsOfServiceText);
  await ensureFirstVersion(db, "PrivacyPolicy", privacyPolicyText);
  await ensureDefaultCatalogue(db);
  if (demoWanted(database.kind, config) && (await countUsers(db)) === 0) {
    // One transaction, so a start that fails half-way leaves the database empty and the next one retries.
    // The services are typed for the pool; a transaction offers the same query builder.
    const signIns = await db.transaction((tx) => seedDemoCompany(tx as unknown as Database, hubs, demo));
    console.log(describeSignIns(signIns, config.port));
  }
  await markSuperAdmins(db, superAdminEmails(process.env));
}

/** The server's own seed at start-up: after `npm start`'s prepare step it only checks. */
export async function seedOnStart(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await seedDatabase(database, { config: app.config, hubs: app.hubs });
}
