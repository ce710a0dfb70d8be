import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin, ownedTenant } from "../../../../test/factories";
import { staffCompany, type StaffCompany } from "./staff-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const transferUrl = (c: StaffCompany) => `${c.tenant.api}/staff/transfer-ownership`;
const onlyOwner = "Only an Owner can transfer ownership of the company";

describe("POST /{tenant}/api/staff/transfer-ownership", () => {
  it("makes the person the Owner and the calling Owner an Administrator", async () => {
    const c = await staffCompany(t);
    const manager = await c.add("ApplicationManager");
    const updated = vi.spyOn(t.app.hubs, "userUpdated");
    const response = await c.owner.post(transferUrl(c), { userId: manager.userId });
    expect(response.statusCode, response.body).toBe(200);
    expect(await c.rolesOf(manager.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
    expect(await c.rolesOf(c.owner.userId)).toEqual({
      tenantRoles: ["ApplicationAdministrator"],
      projectRoles: [],
    });
    expect(updated.mock.calls.map(([id]) => id).sort()).toEqual([c.owner.userId, manager.userId].sort());
    const [entry] = await c.auditEntries();
    expect(entry).toMatchObject({
      area: "Access",
      action: "OwnershipTransferred",
      actorId: c.owner.userId,
      subjectId: manager.userId,
      before: { owners: [c.owner.userId], tenantRoles: ["ApplicationManager"] },
      after: { owners: [manager.userId], steppedDown: [c.owner.userId] },
    });

    const again = await c.owner.post(transferUrl(c), { userId: c.owner.userId });
    expect(again.statusCode).toBe(403);
    expect(again.json().title).toBe(onlyOwner);
  });

  it("lets a Super Admin hand the company over: every Owner becomes an Administrator", async () => {
    const c = await staffCompany(t);
    const second = await c.add("Owner");
    const guide = await c.inProject(c.glacier, "ProjectHost");
    const platform = await signedInClient(t.app, "Platform");
    await makeSuperAdmin(c.db, platform.userId);
    expect((await platform.post(transferUrl(c), { userId: guide.userId })).statusCode).toBe(200);
    expect(await c.rolesOf(guide.userId)).toEqual({
      tenantRoles: ["Owner"],
      projectRoles: [`${c.glacier}:ProjectHost`],
    });
    for (const id of [c.owner.userId, second.userId])
      expect((await c.rolesOf(id)).tenantRoles).toEqual(["ApplicationAdministrator"]);
  });

  it("refuses everyone but an Owner, changing nothing", async () => {
    const c = await staffCompany(t);
    const manager = await c.add("ApplicationManager");
    // Managers and administrators may open the staff section, but only an Owner hands the company over.
    for (const caller of [
      manager,
      await c.add("ApplicationAdministrator"),
      await c.inProject(c.glacier, "ProjectAdministrator"),
    ]) {
      const refused = await caller.post(transferUrl(c), { userId: caller.userId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe(onlyOwner);
    }
    for (const caller of [await c.add("ApplicationHost"), await c.inProject(c.glacier, "ProjectAgent")]) {
      const refused = await caller.post(transferUrl(c), { userId: caller.userId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await new TestClient(t.app).post(transferUrl(c), { userId: manager.userId })).statusCode).toBe(
      401,
    );
    expect(await c.rolesOf(c.owner.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
    expect(await c.auditEntries()).toEqual([]);
  });

  it("answers 404 for a person outside the company and 400 for bad input", async () => {
    const c = await staffCompany(t);
    const other = await ownedTenant(t.app, c.db);
    const nobody = await signedInClient(t.app);
    for (const userId of [other.owner.userId, nobody.userId]) {
      const missing = await c.owner.post(transferUrl(c), { userId });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().title).toBe("This person is not on the company's staff");
    }
    expect((await other.owner.post(transferUrl(c), { userId: other.owner.userId })).statusCode).toBe(404);
    const self = await c.owner.post(transferUrl(c), { userId: c.owner.userId });
    expect(self.statusCode).toBe(400);
    expect(self.json().title).toBe("Choose another person: you already own the company");
    const malformed = await c.owner.post(transferUrl(c), { userId: "me" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toBe("userId: The person's id is not valid");
    expect(await c.rolesOf(c.owner.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
    expect(await c.rolesOf(nobody.userId)).toEqual({ tenantRoles: [], projectRoles: [] });
  });
});
