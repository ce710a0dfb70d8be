import type { AccessSubject } from "@stund/shared/access/rules";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { Database } from "../db/database";
import type { AppConfig } from "../config/config";
import type { Hubs } from "../realtime/hubs";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isSuperAdmin: boolean;
  imageKey: string | null;
  sessionTokenHash: string;
}

/** What a tenant-scoped route knows about its caller once access has been decided. */
export interface TenantContext {
  tenantId: string;
  tenantIdentifier: string;
  subject: AccessSubject;
  tier: SubscriptionTier;
  projectId?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    hubs: Hubs;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    tenantContext: TenantContext | null;
  }
}
