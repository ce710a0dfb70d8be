import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "../../../db/schema/team";
import { tenantMembers } from "../../../db/schema/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { companyWithProject, expire, tokenSentTo, uniqueAddress } from "./invitation-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "correct horse battery";

/** An invitation as Host of the company and Project Manager of its project, and its link's token. */
async function invitation(email = uniqueAddress("guest")) {
  const company = await companyWithProject(t);
  const answer = await company.invite({
    emails: [email],
    tenantRole: "ApplicationHost",
    projectRoles: [{ projectId: company.projectId, role: "ProjectManager" }],
    message: "See you at the harbour",
    language: "IS",
  });
  const id = answer.json().results[0].invitationId as string;
  const token = await tokenSentTo(t.database.db, email);
  const accept = (client: TestClient, body?: unknown) =>
    client.request("POST", `/api/invitations/${token}/accept`, body);
  return { ...company, email, id, token, accept };
}

const rolesIn = async (client: TestClient, tenant: string) =>
  (await client.get(`/api/user/authenticate/${tenant}/getUser`)).json();

describe("the invitation page's read", () => {
  it("shows the company, who invited, the roles and the message, without a session", async () => {
    const { tenant, token, email, projectId } = await invitation();
    const response = await new TestClient(t.app).get(`/api/invitations/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "Pending",
      company: { name: `Company ${tenant.identifier}`, identifier: tenant.identifier, logo: null },
      invitedByName: "Owner",
      email,
      tenantRole: "ApplicationHost",
      projectRoles: [{ projectId, projectName: "Glacier walks", role: "ProjectManager" }],
      message: "See you at the harbour",
      language: "IS",
      expiresAt: expect.any(String),
      accountExists: false,
    });
    const unknown = await new TestClient(t.app).get("/api/invitations/nothing-like-a-token");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Invitation not found");
  });

  it("says whether the invited address has an account already", async () => {
    const existing = await signedInClient(t.app, "Existing");
    const { token } = await invitation(existing.email);
    expect((await new TestClient(t.app).get(`/api/invitations/${token}`)).json().accountExists).toBe(true);
  });
});

describe("accepting as a new user", () => {
  it("creates the account with the invited address, signs it in and grants the roles", async () => {
    const { tenant, token, email, projectId, accept } = await invitation();
    const updated = vi.spyOn(t.app.hubs, "userUpdated");
    const browser = new TestClient(t.app);
    const response = await accept(browser, { name: "Sigrún Guide", password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tenant: tenant.identifier });
    const user = await rolesIn(browser, tenant.identifier);
    expect(user).toMatchObject({ email, name: "Sigrún Guide", tenantRoles: ["ApplicationHost"] });
    expect(user.projectRoles).toEqual({ [projectId]: ["ProjectManager"] });
    expect(updated).toHaveBeenCalledWith(user.id);
    expect((await browser.get(`/api/invitations/${token}`)).json().status).toBe("Accepted");
    // A double click or a second tab: the same answer, nothing granted twice.
    expect((await accept(browser, {})).json()).toEqual({ tenant: tenant.identifier });
    const rows = await t.database.db.select().from(tenantMembers).where(eq(tenantMembers.userId, user.id));
    expect(rows).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, "InvitationAccepted")));
    expect(audit).toMatchObject([{ actorId: user.id, actorName: "Sigrún Guide", subjectLabel: email }]);
    updated.mockRestore();
  });

  it("asks for a name and a password (the sign-up's rules) and creates nothing without them", async () => {
    const { token, accept } = await invitation();
    const browser = new TestClient(t.app);
    const bare = await accept(browser);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      title: "Enter your name and a password to create your account",
      errors: { name: ["Value is required"], password: ["Value is required"] },
    });
    const short = await accept(browser, { name: "Short", password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().title).toMatch(/^password: This field should be at least 10 characters long/);
    const icelandic = await browser.request(
      "POST",
      `/api/invitations/${token}/accept`,
      {},
      { headers: { "accept-language": "is" } },
    );
    expect(icelandic.json().title).toBe("Sláðu inn nafn og lykilorð til að stofna aðganginn þinn");
    expect(browser.cookie).toBe("");
    expect((await browser.get(`/api/invitations/${token}`)).json()).toMatchObject({
      status: "Pending",
      accountExists: false,
    });
  });

  it("refuses an accept from another site", async () => {
    const { token } = await invitation();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/invitations/${token}/accept`,
      headers: { origin: "https://evil.example.com", "x-stund-request": "1" },
      payload: { name: "Mallory", password },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("accepting with an account", () => {
  it("asks a signed-out person with an account to sign in, then grants the roles", async () => {
    const existing = await signedInClient(t.app, "Existing Guide");
    const { tenant, token, accept } = await invitation(existing.email);
    const signedOut = await accept(new TestClient(t.app), { name: "X", password });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().title).toBe("Sign in to accept this invitation");
    const answers = await Promise.all([accept(existing), accept(existing)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await rolesIn(existing, tenant.identifier)).tenantRoles).toEqual(["ApplicationHost"]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, "InvitationAccepted")));
    expect(audit).toHaveLength(1);
    expect((await new TestClient(t.app).get(`/api/invitations/${token}`)).json().status).toBe("Accepted");
  });

  it("tells a person signed in with another address, and grants them nothing", async () => {
    const { tenant, accept, email } = await invitation();
    const someoneElse = await signedInClient(t.app, "Someone Else");
    const response = await accept(someoneElse);
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe("This invitation was sent to another email address");
    expect((await rolesIn(someoneElse, tenant.identifier)).roles).toEqual([]);
    const invitee = new TestClient(t.app);
    expect((await accept(invitee, { name: "Invitee", password })).statusCode).toBe(200);
    const used = await accept(someoneElse);
    expect(used.statusCode).toBe(409);
    expect(used.json().title).toBe("This invitation has already been used");
    expect(email).toContain("@");
  });
});

describe("links that no longer work", () => {
  it("answers an expired and a revoked invitation each with its own title", async () => {
    const expired = await invitation();
    await expire(t.database.db, expired.id);
    const late = await expired.accept(new TestClient(t.app), { name: "Late", password });
    expect(late.statusCode).toBe(410);
    expect(late.json().title).toBe("This invitation has expired");
    expect((await new TestClient(t.app).get(`/api/invitations/${expired.token}`)).json().status).toBe(
      "Expired",
    );

    const revoked = await invitation();
    await revoked.owner.delete(`${revoked.tenant.api}/invitations/${revoked.id}`);
    const refused = await revoked.accept(new TestClient(t.app), { name: "Too late", password });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().title).toBe("This invitation has been revoked");
    const unknown = await new TestClient(t.app).request("POST", "/api/invitations/unknown/accept", {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Invitation not found");
  });
});
