import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "../../../db/schema/team";
import { emailOutbox } from "../../../db/schema/emails";
import { addTenantRole, memberClient } from "../../../../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../../../../test/test-app";
import {
  companyWithProject,
  emailsTo,
  invitationRows,
  tokenSentTo,
  uniqueAddress,
} from "./invitation-test-support";
import { hashToken } from "../auth/session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("inviting staff", () => {
  it("answers each address of a pasted list and lists the new invitations, newest first", async () => {
    const { owner, tenant, invite, list } = await companyWithProject(t);
    const member = await signedInClient(t.app, "Already Here");
    await addTenantRole(t.database.db, tenant.id, member.userId, "ApplicationManager");
    const first = uniqueAddress("gudrun");
    const second = uniqueAddress("olafur");
    expect((await invite({ emails: [second] })).statusCode).toBe(200);

    const response = await invite({
      emails: [` ${first.toUpperCase()} `, "not an address", first, member.email, second],
      tenantRole: "ApplicationHost",
      message: "Welcome aboard",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json();
    expect(results.map((r: { email: string; result: string }) => [r.email, r.result])).toEqual([
      [first, "Invited"],
      ["not an address", "InvalidEmail"],
      [first, "Duplicate"],
      [member.email, "AlreadyMember"],
      [second, "AlreadyInvited"],
    ]);
    expect(results[0].invitationId).toEqual(expect.any(String));

    const listed = await list();
    expect(listed.map((i: { email: string }) => i.email)).toEqual([first, second]);
    expect(listed[0]).toMatchObject({
      id: results[0].invitationId,
      tenantRole: "ApplicationHost",
      projectRoles: [],
      message: "Welcome aboard",
      language: "EN",
      invitedByName: "Owner",
      sendCount: 1,
      status: "Pending",
    });
    const days = (Date.parse(listed[0].expiresAt) - Date.parse(listed[0].createdAt)) / 864e5;
    expect(days).toBeCloseTo(7, 5);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(
      audit
        .filter((row) => row.action === "InvitationSent")
        .map((row) => row.subjectLabel)
        .sort(),
    ).toEqual([first, second].sort());
    expect(owner.userId).toBeTruthy();
  });

  it("counts a person whose only role was in a deleted project as no member", async () => {
    const { owner, tenant, createProject, invite } = await companyWithProject(t);
    const gone = await createProject("Closed down");
    const former = await memberClient(t.app, t.database.db, tenant.id, {
      project: gone,
      role: "ProjectHost",
    });
    expect((await invite({ emails: [former.email] })).json().results[0].result).toBe("AlreadyMember");
    expect((await owner.delete(`${tenant.api}/project/${gone}`)).statusCode).toBe(200);
    expect((await invite({ emails: [former.email] })).json().results[0].result).toBe("Invited");
  });

  it("grants project roles by project and lists them under the project with its name", async () => {
    const { tenant, projectId, createProject, invite, list } = await companyWithProject(t);
    const other = await createProject("Whale watching");
    const email = uniqueAddress("host");
    const response = await invite({
      emails: [email],
      tenantRole: undefined,
      projectRoles: [
        { projectId, role: "ProjectHost" },
        { projectId, role: "ProjectHost" },
      ],
      expiresInDays: 3,
    });
    expect(response.json().results[0].result).toBe("Invited");
    await invite({
      emails: [uniqueAddress("whales")],
      tenantRole: undefined,
      projectRoles: [{ projectId: other, role: "ProjectManager" }],
    });
    const inProject = await list(`?projectId=${projectId}`);
    expect(inProject).toHaveLength(1);
    expect(inProject[0]).toMatchObject({
      email,
      tenantRole: null,
      projectRoles: [{ projectId, projectName: "Glacier walks", role: "ProjectHost" }],
    });
    expect((Date.parse(inProject[0].expiresAt) - Date.parse(inProject[0].createdAt)) / 864e5).toBeCloseTo(
      3,
      5,
    );
    expect(await list()).toHaveLength(2);
    expect((await invitationRows(t.database.db, tenant.id)).every((row) => row.tokenHash.length > 20)).toBe(
      true,
    );
  });

  it("writes the email to the outbox in the chosen language, with the link, and keeps only the token's hash", async () => {
    const { tenant, projectId, invite } = await companyWithProject(t);
    const english = uniqueAddress("en");
    const icelandic = uniqueAddress("is");
    await invite({ emails: [english], message: "Bring <boots> & a smile" });
    await invite({
      emails: [icelandic],
      language: "IS",
      tenantRole: undefined,
      projectRoles: [{ projectId, role: "ProjectManager" }],
    });

    const [en] = await emailsTo(t.database.db, english);
    expect(en).toMatchObject({
      tenantId: tenant.id,
      kind: "StaffInvitation",
      status: "Pending",
      replyTo: expect.any(String),
    });
    expect(en!.fromName).toBe(`Company ${tenant.identifier}`);
    expect(en!.subject).toBe(`Owner invited you to join Company ${tenant.identifier}`);
    const token = await tokenSentTo(t.database.db, english);
    expect(en!.text).toContain(`http://localhost/${tenant.identifier}/invitation/${token}`);
    expect(en!.text).toContain("Host (company)");
    expect(en!.text).toContain("> Bring <boots> & a smile");
    expect(en!.text).toMatch(/valid until/);
    expect(en!.html).toContain("Bring &lt;boots&gt; &amp; a smile");
    expect(en!.html).not.toContain("<boots>");
    expect(en!.html).toContain(`href="http://localhost/${tenant.identifier}/invitation/${token}"`);

    const [is] = await emailsTo(t.database.db, icelandic);
    expect(is!.subject).toBe(`Owner bauð þér að slást í hóp Company ${tenant.identifier}`);
    expect(is!.text).toContain("Umsjónarmaður verkefnis í Glacier walks");
    expect(is!.text).toContain("Þiggja boðið: http://localhost/");

    const rows = await invitationRows(t.database.db, tenant.id);
    const row = rows.find((r) => r.email === english)!;
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses bad input with a clear title and writes nothing", async () => {
    const { owner, tenant, projectId, invite, list } = await companyWithProject(t);
    const email = uniqueAddress("x");
    const noRole = await invite({ emails: [email], tenantRole: undefined });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().title).toBe("tenantRole: Choose at least one role");
    expect((await invite({ emails: [] })).statusCode).toBe(400);
    expect(
      (await invite({ emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) })).statusCode,
    ).toBe(400);
    const longMessage = await invite({ emails: [email], message: "x".repeat(1001) });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().title).toContain("maximum character limit of 1000");
    expect((await invite({ emails: [email], expiresInDays: 31 })).statusCode).toBe(400);
    expect((await invite({ emails: [email], expiresInDays: 0 })).statusCode).toBe(400);
    expect((await invite({ emails: [email], tenantRole: "SuperAdmin" as never })).statusCode).toBe(400);
    expect((await invite({ emails: [email], language: "DE" as never })).statusCode).toBe(400);
    const badRole = await invite({ emails: [email], projectRoles: [{ projectId, role: "Owner" as never }] });
    expect(badRole.statusCode).toBe(400);
    const unknownProject = await invite({
      emails: [email],
      projectRoles: [{ projectId: crypto.randomUUID(), role: "ProjectHost" }],
    });
    expect(unknownProject.statusCode).toBe(404);
    expect(unknownProject.json().title).toBe("Project not found");
    expect((await owner.get(`${tenant.api}/invitations?projectId=nope`)).statusCode).toBe(400);
    expect((await owner.get(`${tenant.api}/invitations?projectId=${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect(await list()).toEqual([]);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, tenant.id))).toEqual(
      [],
    );
  });
});

describe("who may invite", () => {
  it("lets administrators invite below Owner and only Owners make Owners", async () => {
    const { tenant, invite } = await companyWithProject(t);
    const admin = await memberClient(t.app, t.database.db, tenant.id, "ApplicationAdministrator");
    expect(
      (await invite({ emails: [uniqueAddress("a")], tenantRole: "ApplicationAdministrator" }, admin))
        .statusCode,
    ).toBe(200);
    const owner = await invite({ emails: [uniqueAddress("o")], tenantRole: "Owner" }, admin);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().title).toBe("Not authorized");
    expect((await invite({ emails: [uniqueAddress("o")], tenantRole: "Owner" })).statusCode).toBe(200);
  });

  it("refuses managers, hosts and agents, and keeps a project's administrator to their project", async () => {
    const { tenant, projectId, createProject, invite, list } = await companyWithProject(t);
    const other = await createProject("Other");
    const db = t.database.db;
    for (const role of ["ApplicationManager", "ApplicationHost", "ApplicationAgent"] as const) {
      const client = await memberClient(t.app, db, tenant.id, role);
      expect((await invite({ emails: [uniqueAddress("m")] }, client)).statusCode, role).toBe(403);
      expect((await client.get(`${tenant.api}/invitations`)).statusCode, role).toBe(403);
    }
    for (const role of ["ProjectManager", "ProjectHost", "ProjectAgent"] as const) {
      const client = await memberClient(t.app, db, tenant.id, { project: projectId, role });
      const asked = {
        emails: [uniqueAddress("p")],
        tenantRole: undefined,
        projectRoles: [{ projectId, role: "ProjectHost" as const }],
      };
      expect((await invite(asked, client)).statusCode, role).toBe(403);
      expect((await client.get(`${tenant.api}/invitations?projectId=${projectId}`)).statusCode, role).toBe(
        403,
      );
    }
    const projectAdmin = await memberClient(t.app, db, tenant.id, {
      project: projectId,
      role: "ProjectAdministrator",
    });
    const own = {
      emails: [uniqueAddress("own")],
      tenantRole: undefined,
      projectRoles: [{ projectId, role: "ProjectAdministrator" as const }],
    };
    expect((await invite(own, projectAdmin)).statusCode).toBe(200);
    expect((await projectAdmin.get(`${tenant.api}/invitations?projectId=${projectId}`)).json()).toHaveLength(
      1,
    );
    expect((await projectAdmin.get(`${tenant.api}/invitations`)).statusCode).toBe(403);
    expect((await projectAdmin.get(`${tenant.api}/invitations?projectId=${other}`)).statusCode).toBe(403);
    const elsewhere = {
      ...own,
      emails: [uniqueAddress("far")],
      projectRoles: [{ projectId: other, role: "ProjectHost" as const }],
    };
    expect((await invite(elsewhere, projectAdmin)).statusCode).toBe(403);
    expect(
      (await invite({ emails: [uniqueAddress("co")], tenantRole: "ApplicationHost" }, projectAdmin))
        .statusCode,
    ).toBe(403);
    expect(await list()).toHaveLength(1);
  });
});

describe("another company and a stranger", () => {
  it("never lists or invites in another company, and asks for a session", async () => {
    const victim = await companyWithProject(t);
    await victim.invite({ emails: [uniqueAddress("secret")] });
    const attacker = await companyWithProject(t);
    const asVictim = (path: string) => `${victim.tenant.api}${path}`;
    expect((await attacker.owner.get(asVictim("/invitations"))).statusCode).toBe(404);
    expect(
      (
        await attacker.owner.post(asVictim("/invitations"), {
          emails: ["a@example.com"],
          language: "EN",
          tenantRole: "Owner",
        })
      ).statusCode,
    ).toBe(404);
    const planted = await attacker.invite({
      emails: [uniqueAddress("planted")],
      tenantRole: undefined,
      projectRoles: [{ projectId: victim.projectId, role: "ProjectHost" }],
    });
    expect(planted.statusCode).toBe(404);
    expect(
      (await attacker.owner.get(`${attacker.tenant.api}/invitations?projectId=${victim.projectId}`))
        .statusCode,
    ).toBe(404);
    expect(await attacker.list()).toEqual([]);
    expect(await victim.list()).toHaveLength(1);

    const anonymous = await signedInClient(t.app, "Nobody");
    expect((await anonymous.get(asVictim("/invitations"))).statusCode).toBe(404);
    anonymous.cookie = "";
    expect((await anonymous.get(asVictim("/invitations"))).statusCode).toBe(401);
    expect(
      (
        await anonymous.post(asVictim("/invitations"), {
          emails: ["a@example.com"],
          language: "EN",
          tenantRole: "Owner",
        })
      ).statusCode,
    ).toBe(401);
  });
});
