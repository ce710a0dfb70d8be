import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../src/db/database";
import { withPgClient } from "./with-pg-client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated embedded database, when the tests run on PGlite. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to copy, when the tests run on PostgreSQL. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global set-up: the migrations run once for the whole run, and each test file starts
 * from a copy (CREATE DATABASE … TEMPLATE on PostgreSQL, a data directory dump on PGlite).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `stund_template_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await withPgClient(serverUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      await withPgClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(tmpdir(), `stund-template-${randomUUID()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(file, { force: true });
}
