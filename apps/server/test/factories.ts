import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { defaultTenantSettings, emptyCompanyInfo } from "@stund/shared/contracts/tenants";
import type { ProjectRole, SubscriptionStatus, SubscriptionTier, TenantRole } from "@stund/shared/enums";
import type { Database } from "../src/db/database";
import { projectMembers } from "../src/db/schema/projects";
import { subscriptions, tenantMembers, tenants } from "../src/db/schema/tenants";
import { users } from "../src/db/schema/users";
import { signedInClient } from "./test-app";

const dayMs = 24 * 60 * 60 * 1000;

export interface TestTenant {
  id: string;
  identifier: string;
  /** The tenant's API prefix, /{identifier}/api. */
  api: string;
}

/** A tenant owned by the user, on a running trial unless told otherwise. */
export async function createTenant(
  db: Database,
  ownerUserId: string,
  subscription: { tier: SubscriptionTier; status: SubscriptionStatus } | null = {
    tier: "Trial",
    status: "Trial",
  },
): Promise<TestTenant> {
  const identifier = `t-${randomUUID().slice(0, 12)}`;
  const [tenant] = await db
    .insert(tenants)
    .values({
      identifier,
      name: `Company ${identifier}`,
      companyInfo: emptyCompanyInfo,
      billingInfo: { companySsn: "", countryCode: "IS", email: "" },
      settings: defaultTenantSettings,
      activatedAt: new Date(),
    })
    .returning({ id: tenants.id });
  await addTenantRole(db, tenant!.id, ownerUserId, "Owner");
  if (subscription) await setSubscription(db, tenant!.id, subscription.tier, subscription.status);
  return { id: tenant!.id, identifier, api: `/${identifier}/api` };
}

export async function setSubscription(
  db: Database,
  tenantId: string,
  tier: SubscriptionTier,
  status: SubscriptionStatus,
): Promise<void> {
  const now = Date.now();
  const values = {
    tenantId,
    tier,
    status,
    billingStartDate: new Date(now - dayMs),
    billingEndDate: new Date(now + 30 * dayMs),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.tenantId, set: { tier, status } });
}

export async function removeSubscription(db: Database, tenantId: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.tenantId, tenantId));
}

export async function addTenantRole(db: Database, tenantId: string, userId: string, role: TenantRole) {
  await db.insert(tenantMembers).values({ tenantId, userId, role });
}

export async function addProjectRole(
  db: Database,
  tenantId: string,
  projectId: string,
  userId: string,
  role: ProjectRole,
) {
  await db.insert(projectMembers).values({ tenantId, projectId, userId, role });
}

export async function makeSuperAdmin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, userId));
}

/** A freshly signed-up user holding one role in the tenant (or in one of its projects). */
export async function memberClient(
  app: FastifyInstance,
  db: Database,
  tenantId: string,
  role: TenantRole | { project: string; role: ProjectRole },
) {
  const client = await signedInClient(app, typeof role === "string" ? role : role.role);
  if (typeof role === "string") await addTenantRole(db, tenantId, client.userId, role);
  else await addProjectRole(db, tenantId, role.project, client.userId, role.role);
  return client;
}

/** A signed-in Owner of a fresh tenant, and a way to create projects in it through the API. */
export async function ownedTenant(app: FastifyInstance, db: Database) {
  const owner = await signedInClient(app, "Owner");
  const tenant = await createTenant(db, owner.userId);
  const createProject = async (Name: string, identifier?: string): Promise<string> => {
    const response = await owner.post(`${tenant.api}/project`, {
      Name,
      ...(identifier ? { identifier } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`project not created: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  return { owner, tenant, createProject };
}
