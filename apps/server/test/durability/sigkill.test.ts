import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HttpSession, startServer } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stund-sigkill-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("embedded database durability", () => {
  it("keeps every committed write when the process is killed with SIGKILL", async () => {
    const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const emails: string[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const session = new HttpSession(first.url);
        const email = `killed-${i}-${Date.now()}@example.com`;
        const response = await session.send("POST", "/api/user/authenticate/signup", {
          email,
          password: "correct horse battery",
          name: `Survivor ${i}`,
        });
        expect(response.status).toBe(201);
        emails.push(email);
      }
    } finally {
      await first.stop("SIGKILL");
    }

    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      for (const email of emails) {
        const session = new HttpSession(second.url);
        const login = await session.send("POST", "/api/user/authenticate/login", {
          email,
          password: "correct horse battery",
        });
        expect(login.status, second.output()).toBe(200);
        const me = await session.send("GET", "/api/user/authenticate/__notset__/getUser");
        expect(((await me.json()) as { email: string }).email).toBe(email);
      }
    } finally {
      await second.stop();
    }
  }, 120_000);
});
