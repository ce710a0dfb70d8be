import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogPage } from "@stund/shared/contracts/audit-log";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant } from "../../../../test/factories";
import { recordAudit, type AuditEntry } from "./audit.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  area: "Capacity",
  action: "EventCapacityChanged",
  subjectType: "Event",
  subjectId: "e1",
  subjectLabel: "Glacier Walk 2027-06-01 09:00",
  before: { capacity: 12 },
  after: { capacity: 20 },
  ...overrides,
});

/** A company with a project, its owner, and a log written straight through the writer. */
async function company() {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Glacier Tours");
  const owner = { id: owned.owner.userId, name: "Owner" };
  // Each entry gets a later time than the one before: the database's clock counts in
  // milliseconds here, and two entries of the same moment have no order of their own.
  const write = async (actor: { id: string; name: string } | null, values: Partial<AuditEntry> = {}) => {
    await recordAudit(t.database.db, owned.tenant.id, actor, entry(values));
    const written = Date.now();
    while (Date.now() <= written) await new Promise((resolve) => setImmediate(resolve));
  };
  const url = `${owned.tenant.api}/audit-log`;
  const read = async (query = "", client: TestClient = owned.owner) => {
    const response = await client.get(`${url}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>();
  };
  return { ...owned, projectId, ownerActor: owner, write, url, read };
}

describe("GET /{tenant}/api/audit-log: who may read it", () => {
  it("answers 401 to a caller who is not signed in", async () => {
    const c = await company();
    expect((await new TestClient(t.app).get(c.url)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`${c.url}/actors`)).statusCode).toBe(401);
  });

  const refused: (TenantRole | ProjectRole)[] = [
    "ApplicationManager",
    "ApplicationHost",
    "ApplicationAgent",
    "ProjectAdministrator",
    "ProjectManager",
    "ProjectHost",
    "ProjectAgent",
  ];
  for (const role of refused)
    it(`answers 403 to the role ${role}`, async () => {
      const c = await company();
      await c.write(c.ownerActor);
      const member = role.startsWith("Project")
        ? await memberClient(t.app, t.database.db, c.tenant.id, {
            project: c.projectId,
            role: role as ProjectRole,
          })
        : await memberClient(t.app, t.database.db, c.tenant.id, role as TenantRole);
      const list = await member.get(c.url);
      expect(list.statusCode).toBe(403);
      expect(list.body).not.toContain("Glacier Walk");
      expect((await member.get(`${c.url}/actors`)).statusCode).toBe(403);
    });

  it("answers 404 to another company's user, who learns nothing", async () => {
    const c = await company();
    await c.write(c.ownerActor);
    const stranger = await signedInClient(t.app, "Stranger");
    for (const path of [c.url, `${c.url}/actors`, `${c.url}?area=Nonsense`]) {
      const response = await stranger.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
  });

  it("lets an Application Administrator read it, and never shows another company's entries", async () => {
    const c = await company();
    const other = await company();
    await c.write(c.ownerActor, { subjectLabel: "Ours" });
    await other.write(other.ownerActor, { subjectLabel: "Theirs" });
    const admin = await memberClient(t.app, t.database.db, c.tenant.id, "ApplicationAdministrator");
    const page = await c.read("", admin);
    expect(page.entries.map((e) => e.subjectLabel)).toEqual(["Ours"]);
  });
});

describe("GET /{tenant}/api/audit-log: filters and pages", () => {
  it("refuses bad filters with a 400 naming the field", async () => {
    const c = await company();
    const cases: [string, string][] = [
      ["?area=Nonsense", "area"],
      ["?actorId=not-an-id", "actorId"],
      ["?from=yesterday", "from"],
      ["?from=2027-06-02T00:00:00Z&to=2027-06-01T00:00:00Z", "to"],
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?cursor=abc", "cursor"],
      ["?action=Drop%20table", "action"],
    ];
    for (const [query, field] of cases) {
      const response = await c.owner.get(`${c.url}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().title, query).toContain(field);
    }
  });

  it("answers the newest first, with the project's name and values as written", async () => {
    const c = await company();
    await c.write(c.ownerActor, { subjectLabel: "First", projectId: c.projectId });
    await c.write(null, { area: "Money", action: "RefundIssued", subjectLabel: "K7F39QXA", before: null });
    const page = await c.read();
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      actorId: null,
      actorName: "System",
      area: "Money",
      action: "RefundIssued",
      before: null,
    });
    expect(page.entries[1]).toMatchObject({
      actorId: c.owner.userId,
      actorName: "Owner",
      subjectLabel: "First",
      projectId: c.projectId,
      projectName: "Glacier Tours",
      before: { capacity: 12 },
      after: { capacity: 20 },
    });
    expect(page.nextCursor).toBeNull();
  });

  it("pages by cursor through entries written in one transaction, none twice and none lost", async () => {
    const c = await company();
    await t.database.db.transaction(async (tx) => {
      for (let n = 0; n < 7; n += 1)
        await recordAudit(tx, c.tenant.id, c.ownerActor, entry({ subjectLabel: `Entry ${n}` }));
    });
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const page = await c.read(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...page.entries.map((e) => e.subjectLabel));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `Entry ${n}`));
  });

  it("filters by area, action, person, project, time and text", async () => {
    const c = await company();
    const helper = await memberClient(t.app, t.database.db, c.tenant.id, "ApplicationManager");
    const helperActor = { id: helper.userId, name: "Helga Manager" };
    await c.write(c.ownerActor, { subjectLabel: "Walk 09:00", projectId: c.projectId });
    await c.write(helperActor, { area: "Money", action: "RefundIssued", subjectLabel: "K7F39QXA" });
    await c.write(helperActor, { area: "Access", action: "RolesChanged", subjectLabel: "anna@example.com" });
    const labels = async (query: string) => (await c.read(query)).entries.map((e) => e.subjectLabel).sort();
    expect(await labels("?area=Money")).toEqual(["K7F39QXA"]);
    expect(await labels("?action=RolesChanged")).toEqual(["anna@example.com"]);
    expect(await labels(`?actorId=${helper.userId}`)).toEqual(["K7F39QXA", "anna@example.com"]);
    expect(await labels(`?projectId=${c.projectId}`)).toEqual(["Walk 09:00"]);
    expect(await labels("?search=k7f3")).toEqual(["K7F39QXA"]);
    expect(await labels("?search=helga")).toEqual(["K7F39QXA", "anna@example.com"]);
    expect(await labels("?search=capacity")).toEqual(["Walk 09:00"]);
    expect(await labels("?search=%25")).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await labels(`?from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await labels(`?to=${encodeURIComponent(future)}`)).toHaveLength(3);
  });

  it("keeps an actor who is no longer a user by name alone, never refusing the change", async () => {
    const c = await company();
    await c.write({ id: "00000000-0000-4000-8000-00000000dead", name: "Gone Person" });
    const [written] = (await c.read()).entries;
    expect(written).toMatchObject({ actorId: null, actorName: "Gone Person" });
  });

  it("lists the people who appear in the log once each, by their latest name", async () => {
    const c = await company();
    await c.write({ id: c.owner.userId, name: "Old Name" });
    await c.write(c.ownerActor);
    await c.write(null);
    const actors = await c.owner.get(`${c.url}/actors`);
    expect(actors.statusCode).toBe(200);
    expect(actors.json()).toEqual([{ id: c.owner.userId, name: "Owner" }]);
  });
});
