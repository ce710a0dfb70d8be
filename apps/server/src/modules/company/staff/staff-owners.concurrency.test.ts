import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { staffCompany } from "./staff-test-support";

/** Real parallel transactions need a server with a connection pool; PGlite runs one at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "the last two Owners step down at once, on PostgreSQL",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    async function twoOwners() {
      const c = await staffCompany(t);
      const second = await c.add("Owner");
      return { c, first: c.owner, second };
    }

    it("lets exactly one of two demotions through", async () => {
      for (let round = 0; round < 4; round += 1) {
        const { c, first, second } = await twoOwners();
        const demote = { tenantRole: "ApplicationAdministrator", projectRoles: [] };
        const answers = await Promise.all([
          first.put(`${c.tenant.api}/staff/${first.userId}/roles`, demote),
          second.put(`${c.tenant.api}/staff/${second.userId}/roles`, demote),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const owners = [];
        for (const person of [first, second])
          if ((await c.rolesOf(person.userId)).tenantRoles.includes("Owner")) owners.push(person.userId);
        expect(owners).toHaveLength(1);
      }
    });

    it("lets exactly one of two Owners removing each other through", async () => {
      for (let round = 0; round < 4; round += 1) {
        const { c, first, second } = await twoOwners();
        const answers = await Promise.all([
          first.delete(`${c.tenant.api}/staff/${second.userId}`),
          second.delete(`${c.tenant.api}/staff/${first.userId}`),
        ]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        // The second to run finds itself removed already (404) or the other as the last Owner (409).
        expect(statuses[0]).toBe(200);
        expect([404, 409]).toContain(statuses[1]);
        const left = [
          ...(await c.rolesOf(first.userId)).tenantRoles,
          ...(await c.rolesOf(second.userId)).tenantRoles,
        ];
        expect(left).toEqual(["Owner"]);
      }
    });
  },
);
