import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "../../../db/schema/team";
import { memberClient } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import {
  companyWithProject,
  emailsTo,
  expire,
  invitationRows,
  tokenSentTo,
  uniqueAddress,
} from "./invitation-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function invited(options: { expiresInDays?: number } = {}) {
  const company = await companyWithProject(t);
  const email = uniqueAddress("guide");
  const answer = await company.invite({ emails: [email], ...options });
  const id = answer.json().results[0].invitationId as string;
  const token = await tokenSentTo(t.database.db, email);
  const page = (link = token) => new TestClient(t.app).get(`/api/invitations/${link}`);
  return { ...company, email, id, token, page };
}

describe("resending an invitation", () => {
  it("sends a new link valid as long as the first, and the old link stops working", async () => {
    const { owner, tenant, email, id, token, page } = await invited({ expiresInDays: 3 });
    const resent = await owner.post(`${tenant.api}/invitations/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, email, sendCount: 2, status: "Pending" });
    const days = (Date.parse(resent.json().expiresAt) - Date.parse(resent.json().lastSentAt)) / 864e5;
    expect(days).toBeCloseTo(3, 5);

    expect(await emailsTo(t.database.db, email)).toHaveLength(2);
    const fresh = await tokenSentTo(t.database.db, email);
    expect(fresh).not.toBe(token);
    expect((await page(token)).statusCode).toBe(404);
    expect((await page(fresh)).json().status).toBe("Pending");
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, "InvitationResent")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ area: "Access", subjectId: id, subjectLabel: email });
  });

  it("renews an expired invitation so it can be accepted again", async () => {
    const { owner, tenant, id, list, page, email } = await invited();
    await expire(t.database.db, id);
    expect((await list())[0].status).toBe("Expired");
    const resent = await owner.post(`${tenant.api}/invitations/${id}/resend`);
    expect(resent.json().status).toBe("Pending");
    expect((await page(await tokenSentTo(t.database.db, email))).json().status).toBe("Pending");
  });
});

describe("revoking an invitation", () => {
  it("revokes: the link says so, the list drops it, and the address can be invited again", async () => {
    const { owner, tenant, id, token, page, list, invite, email } = await invited();
    const revoked = await owner.delete(`${tenant.api}/invitations/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect(await list()).toEqual([]);
    expect((await page(token)).json().status).toBe("Revoked");
    expect((await owner.delete(`${tenant.api}/invitations/${id}`)).statusCode).toBe(404);
    expect((await owner.post(`${tenant.api}/invitations/${id}/resend`)).statusCode).toBe(404);
    expect((await invite({ emails: [email] })).json().results[0].result).toBe("Invited");
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id))).map(
      (row) => row.action,
    );
    expect(actions.filter((action) => action === "InvitationRevoked")).toHaveLength(1);
  });

  it("replaces an expired invitation when the address is invited again", async () => {
    const { tenant, id, invite, email, list } = await invited();
    await expire(t.database.db, id);
    const again = await invite({ emails: [email] });
    expect(again.json().results[0].result).toBe("Invited");
    const rows = await invitationRows(t.database.db, tenant.id);
    expect(rows.find((row) => row.id === id)?.revokedAt).toBeInstanceOf(Date);
    expect((await list()).map((i: { id: string }) => i.id)).toEqual([again.json().results[0].invitationId]);
  });

  it("refuses bad ids, roles that may not touch it, another company and a stranger", async () => {
    const { tenant, id, projectId, list } = await invited();
    const db = t.database.db;
    const paths = [
      (client: TestClient, invitation = id) => client.post(`${tenant.api}/invitations/${invitation}/resend`),
      (client: TestClient, invitation = id) => client.delete(`${tenant.api}/invitations/${invitation}`),
    ];
    const manager = await memberClient(t.app, db, tenant.id, "ApplicationManager");
    const projectAdmin = await memberClient(t.app, db, tenant.id, {
      project: projectId,
      role: "ProjectAdministrator",
    });
    const outsider = await companyWithProject(t);
    for (const call of paths) {
      expect((await call(manager)).statusCode).toBe(403);
      // The invitation grants a company role: not a project administrator's to touch.
      expect((await call(projectAdmin)).statusCode).toBe(403);
      expect((await call(outsider.owner)).statusCode).toBe(404);
      expect(
        (await outsider.owner.request("POST", `${outsider.tenant.api}/invitations/${id}/resend`, {}))
          .statusCode,
      ).toBe(404);
      expect((await outsider.owner.delete(`${outsider.tenant.api}/invitations/${id}`)).statusCode).toBe(404);
      expect((await call(new TestClient(t.app))).statusCode).toBe(401);
      expect((await call(manager, "not-an-id")).statusCode).toBe(400);
    }
    expect((await paths[1]!(outsider.owner, "not-an-id")).statusCode).toBe(404);
    expect((await list())[0]).toMatchObject({ id, sendCount: 1 });
  });

  it("lets a project's administrator resend and revoke invitations to their own project", async () => {
    const { tenant, projectId, invite, list } = await companyWithProject(t);
    const projectAdmin = await memberClient(t.app, t.database.db, tenant.id, {
      project: projectId,
      role: "ProjectAdministrator",
    });
    const answer = await invite({
      emails: [uniqueAddress("p")],
      tenantRole: undefined,
      projectRoles: [{ projectId, role: "ProjectHost" }],
    });
    const id = answer.json().results[0].invitationId;
    expect((await projectAdmin.post(`${tenant.api}/invitations/${id}/resend`)).statusCode).toBe(200);
    expect((await projectAdmin.delete(`${tenant.api}/invitations/${id}`)).statusCode).toBe(200);
    const bad = await projectAdmin.delete(`${tenant.api}/invitations/not-an-id`);
    expect(bad.statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });
});
