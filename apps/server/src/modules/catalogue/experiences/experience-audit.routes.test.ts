import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../../test/fixtures/audit-test-support";
import { projectWithOwner, shortForm } from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Created = { id: string; ticketCategories: { id: string }[] };

describe("the audit log of an experience", () => {
  it("records new ticket prices in major units by category, once, and a new capacity", async () => {
    const p = await projectWithOwner(t);
    const experience = (await p.create(shortForm("Glacier walk"))) as unknown as Created;
    const categoryId = experience.ticketCategories[0]!.id;
    expect(await auditEntries(t.database.db, p.tenant.id)).toEqual([]);
    const changed = await p.owner.put(
      `${p.url}/${experience.id}`,
      shortForm("Glacier walk", {
        ticketCategories: [{ id: categoryId, name: "Adult", price: 14900, channelPrices: { Web: 13900 } }],
        capacity: 16,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await auditEntries(t.database.db, p.tenant.id);
    // Written in one transaction, the two share their time: compare them in the order of their actions.
    const byAction = [...entries].sort((a, b) => a.action.localeCompare(b.action));
    expect(byAction.map((e) => [e.area, e.action, e.before, e.after])).toEqual([
      ["Capacity", "ExperienceCapacityChanged", { capacity: 12 }, { capacity: 16 }],
      [
        "Money",
        "ExperiencePricesChanged",
        { currency: "ISK", Adult: 12900 },
        { currency: "ISK", Adult: 14900, "Adult · Web": 13900 },
      ],
    ]);
    expect(byAction[1]).toMatchObject({
      actorId: p.owner.userId,
      actorName: "Owner",
      subjectType: "Experience",
      subjectId: experience.id,
      subjectLabel: "Glacier walk",
      projectId: p.projectId,
    });
  });

  it("records nothing when only the duration changes, or when the change is refused", async () => {
    const p = await projectWithOwner(t);
    const experience = (await p.create(shortForm("Glacier walk"))) as unknown as Created;
    const url = `${p.url}/${experience.id}`;
    const categoryId = experience.ticketCategories[0]!.id;
    const same = [{ id: categoryId, name: "Adult", price: 12900 }];
    const described = await p.owner.put(
      url,
      shortForm("Glacier walk", { ticketCategories: same, durationMinutes: 200 }),
    );
    expect(described.statusCode, described.body).toBe(200);
    const refused = await p.owner.put(
      url,
      shortForm("Glacier walk", { ticketCategories: [{ id: categoryId, name: "Adult", price: -5 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await auditEntries(t.database.db, p.tenant.id)).toEqual([]);
  });
});
