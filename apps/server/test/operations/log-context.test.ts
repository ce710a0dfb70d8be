import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { createTenant } from "../factories";
import { createTestApp, signedInClient, type TestApp } from "../test-app";

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The same app as in production, its JSON log lines kept here.
  app = await buildApp({
    config: t.app.config,
    database: t.database,
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("request log lines", () => {
  it("carry the request id, then the user, then the tenant; never the cookie or the password", async () => {
    const owner = await signedInClient(app, "Owner");
    const tenant = await createTenant(t.database.db, owner.userId);
    const listed = await owner.get(`${tenant.api}/project`);
    expect(listed.statusCode).toBe(200);

    const incoming = lines.find(
      (line) =>
        line.msg === "incoming request" && (line.req as { url: string }).url === `${tenant.api}/project`,
    );
    expect(incoming?.reqId).toEqual(expect.any(String));
    // The first line comes before the session is read; the last knows whom it was for.
    expect(incoming).not.toHaveProperty("userId");
    const completed = lines.find(
      (line) => line.msg === "request completed" && line.reqId === incoming!.reqId,
    );
    expect(completed).toMatchObject({ userId: owner.userId, tenantId: tenant.id, tenant: tenant.identifier });

    const everything = JSON.stringify(lines);
    expect(everything).not.toContain("stund_session");
    expect(everything).not.toContain(owner.cookie.split("=")[1]);
    expect(everything).not.toContain("correct horse battery");
  });
});
