import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database";
import { latestMigration, preparedAlready } from "../src/seed/prepared-marker";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stund-prepare-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs src/prepare.ts as `npm start` runs the built one: a process of its own, outside production. */
function prepare() {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/prepare.ts"], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "", PORT: "3417" },
    encoding: "utf8",
    timeout: 150_000,
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

async function counts() {
  const database = await openDatabase({ dataDir });
  try {
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await database.db.execute<{ n: number }>(query)).rows[0]!.n);
    return {
      migrations: await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      documents: await count(sql`select count(*)::int as n from platform_documents`),
      catalogues: await count(sql`select count(*)::int as n from plan_catalogue_versions`),
      demoTenants: await count(sql`select count(*)::int as n from tenants where identifier = 'demo'`),
      demoUsers: await count(
        sql`select count(*)::int as n from users where email in ('demo@stund.is', 'host@stund.is', 'admin@stund.is')`,
      ),
      events: await count(sql`select count(*)::int as n from events`),
    };
  } finally {
    await database.close();
  }
}

describe("npm start's prepare step", () => {
  it("leaves a fresh embedded database migrated and seeded for the server, and marks it prepared", async () => {
    const printed = prepare();
    expect(printed).toContain("http://localhost:3417/login");
    expect(printed).toContain("demo@stund.is");

    const journal = JSON.parse(
      fs.readFileSync(path.join(serverRoot, "drizzle/meta/_journal.json"), "utf8"),
    ) as {
      entries: unknown[];
    };
    const seeded = await counts();
    expect(seeded).toMatchObject({
      migrations: journal.entries.length,
      documents: 2,
      demoTenants: 1,
      demoUsers: 3,
    });
    expect(seeded.catalogues).toBeGreaterThan(0);
    expect(seeded.events).toBeGreaterThan(0);
    expect(preparedAlready(dataDir)).toBe(true);
  }, 180_000);

  it("runs again when the data was prepared for other migrations, changing nothing that is there", async () => {
    const marker = path.join(dataDir, "pglite", "stund-prepared");
    fs.writeFileSync(marker, "0000_initial");
    expect(preparedAlready(dataDir)).toBe(false);
    const before = await counts();
    expect(prepare()).not.toContain("demo@stund.is");
    expect(await counts()).toEqual(before);
    expect(fs.readFileSync(marker, "utf8")).toBe(latestMigration());
  }, 180_000);
});
