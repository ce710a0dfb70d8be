import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featureLimit } from "../../platform-billing/plans/plan-catalogue.service";
import { defaultCatalogue } from "../../platform-billing/plans/default-catalogue";
import { addTenantRole, removeSubscription, setSubscription } from "../../../../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../../../../test/test-app";
import { companyWithProject, expire, invitationRows, uniqueAddress } from "./invitation-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const basicStaff = featureLimit(defaultCatalogue, "Basic", "staffMembers")!;
const limitTitle = "You have reached the staff member limit of your plan";

/** A Basic company whose owner, a second member and open invitations fill all seats but `free`. */
async function basicCompany(free: number) {
  const company = await companyWithProject(t);
  await setSubscription(t.database.db, company.tenant.id, "Basic", "Active");
  const member = await signedInClient(t.app, "Member");
  await addTenantRole(t.database.db, company.tenant.id, member.userId, "ApplicationManager");
  const pending = Array.from({ length: basicStaff - 2 - free }, (_, i) => uniqueAddress(`seat${i}`));
  if (pending.length > 0) expect((await company.invite({ emails: pending })).statusCode).toBe(200);
  return company;
}

function expectLimit(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ errorCode: "FeatureAccessDenied", title: limitTitle });
}

describe("the plan's staff-member limit", () => {
  it("lets exactly one of two simultaneous invites take the last free seat", async () => {
    // A few rounds, since on PostgreSQL the two requests really run at the same time.
    for (let round = 0; round < 3; round += 1) {
      const { tenant, invite, list } = await basicCompany(1);
      const before = await list();
      const answers = await Promise.all([
        invite({ emails: [uniqueAddress("left")] }),
        invite({ emails: [uniqueAddress("right")] }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      expectLimit(answers.find((answer) => answer.statusCode === 403)!);
      expect(await list()).toHaveLength(before.length + 1);
      expect(await invitationRows(t.database.db, tenant.id)).toHaveLength(before.length + 1);
    }
  });

  it("invites an address once when two invites of it arrive together", async () => {
    const { invite, list } = await basicCompany(2);
    const before = (await list()).length;
    const email = uniqueAddress("twice");
    const answers = await Promise.all([invite({ emails: [email] }), invite({ emails: [email] })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const results = answers.map((answer) => answer.json().results[0].result).sort();
    expect(results).toEqual(["AlreadyInvited", "Invited"]);
    expect(await list()).toHaveLength(before + 1);
  });

  it("writes nothing when a list does not fit, and counts only the addresses it would add", async () => {
    const { invite, list, owner } = await basicCompany(1);
    const before = await list();
    expectLimit(await invite({ emails: [uniqueAddress("a"), uniqueAddress("b")] }));
    expect(await list()).toEqual(before);
    // Members and addresses invited already take no new seat.
    const fits = await invite({ emails: [owner.email, before[0].email, uniqueAddress("c")] });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().results.map((r: { result: string }) => r.result)).toEqual([
      "AlreadyMember",
      "AlreadyInvited",
      "Invited",
    ]);
    const nobodyNew = await invite({ emails: [owner.email, "not an address"] });
    expect(nobodyNew.statusCode).toBe(200);
  });

  it("frees the seat of an expired or revoked invitation, and takes it again on resend", async () => {
    const { owner, tenant, invite, list } = await basicCompany(0);
    expectLimit(await invite({ emails: [uniqueAddress("late")] }));
    const [first, second] = await list();
    await expire(t.database.db, first.id);
    expect((await invite({ emails: [uniqueAddress("now")] })).statusCode).toBe(200);
    expectLimit(await owner.post(`${tenant.api}/invitations/${first.id}/resend`));
    await owner.delete(`${tenant.api}/invitations/${second.id}`);
    expect((await owner.post(`${tenant.api}/invitations/${first.id}/resend`)).statusCode).toBe(200);
  });

  it("invites nobody without an open subscription", async () => {
    const { tenant, invite } = await companyWithProject(t);
    await removeSubscription(t.database.db, tenant.id);
    expectLimit(await invite({ emails: [uniqueAddress("none")] }));
  });
});
