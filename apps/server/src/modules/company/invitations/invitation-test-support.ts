import { and, desc, eq } from "drizzle-orm";
import type { InviteBody } from "@stund/shared/contracts/invitations";
import { emailOutbox } from "../../../db/schema/emails";
import { staffInvitations } from "../../../db/schema/team";
import type { Database } from "../../../db/database";
import { ownedTenant } from "../../../../test/factories";
import type { TestApp, TestClient } from "../../../../test/test-app";

/** A company with an owner and one project, and the owner's way to invite. */
export async function companyWithProject(t: TestApp) {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Glacier walks");
  const invite = (body: Partial<InviteBody>, client: TestClient = owned.owner) =>
    client.post(`${owned.tenant.api}/invitations`, {
      language: "EN",
      tenantRole: "ApplicationHost",
      ...body,
    });
  const list = async (query = "") =>
    (await owned.owner.get(`${owned.tenant.api}/invitations${query}`)).json();
  return { ...owned, projectId, invite, list };
}

/** The emails written to an address, newest first. */
export async function emailsTo(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "StaffInvitation")))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token of the newest invitation email to an address, read from its link. */
export async function tokenSentTo(db: Database, to: string): Promise<string> {
  const [email] = await emailsTo(db, to);
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation link was sent to ${to}`);
  return token;
}

export async function invitationRows(db: Database, tenantId: string) {
  return db.select().from(staffInvitations).where(eq(staffInvitations.tenantId, tenantId));
}

/** Moves an invitation's expiry into the past, as if its days had gone by. */
export async function expire(db: Database, id: string): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ expiresAt: new Date(Date.now() - 60_000), lastSentAt: new Date(Date.now() - 8 * 864e5) })
    .where(eq(staffInvitations.id, id));
}

export const uniqueAddress = (who: string) => `${who}-${Math.random().toString(36).slice(2, 10)}@example.com`;
