// The availability benchmark against a server in a process of its own, as production runs it:
// the load generator and the server then do not share one event loop.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/db/database";
import { HttpSession, startServer } from "../test/support/server-process";
import { benchAvailability } from "./availability";

export async function benchAvailabilityOnServerProcess(databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stund-bench-"));
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    RAPYD_FAKE: "1",
  });
  const database = await openDatabase({ databaseUrl });
  try {
    const session = new HttpSession(server.url);
    await session.signUp(`bench-${randomUUID()}@example.com`, "Bench");
    const identifier = `bench-${randomUUID().slice(0, 8)}`;
    const tenant = await session.send("POST", "/api/tenants", {
      name: "Bench Tours",
      identifier,
      companyInfo: {},
    });
    if (!tenant.ok) throw new Error(`tenant: ${tenant.status} ${await tenant.text()}`);
    await benchAvailability(database, session, identifier, databaseUrl);
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
