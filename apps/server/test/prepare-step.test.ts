import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stund-prepare-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm start's prepare step", () => {
  it("leaves a fresh embedded database migrated and seeded for the server, and exits", async () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/prepare.ts"], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "", PORT: "3417" },
      encoding: "utf8",
      timeout: 150_000,
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("http://localhost:3417/login");
    expect(run.stdout).toContain("demo@stund.is");

    const journal = JSON.parse(
      fs.readFileSync(path.join(serverRoot, "drizzle/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const database = await openDatabase({ dataDir });
    try {
      const count = async (query: ReturnType<typeof sql>) =>
        Number((await database.db.execute<{ n: number }>(query)).rows[0]!.n);
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
      expect(await count(sql`select count(*)::int as n from platform_documents`)).toBe(2);
      expect(await count(sql`select count(*)::int as n from plan_catalogue_versions`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*)::int as n from tenants where identifier = 'demo'`)).toBe(1);
      expect(
        await count(
          sql`select count(*)::int as n from users where email in ('demo@stund.is', 'host@stund.is', 'admin@stund.is')`,
        ),
      ).toBe(3);
      expect(await count(sql`select count(*)::int as n from events`)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
