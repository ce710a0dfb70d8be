import type { AccessSubject } from "@stund/shared/access/rules";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { ChangeFeed } from "../db/change-feed";
import type { Database } from "../db/database";
import type { AppConfig } from "../config/config";
import type { Hubs } from "../realtime/hubs";
import type { SiteRenderer } from "./site-renderer";

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
  /** The company requires two-factor sign-in and the caller has none: its routes refuse them. */
  twoFactorMissing?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    /** What this process has heard of the database's changes; kept answers follow it. */
    changeFeed: ChangeFeed;
    config: AppConfig;
    hubs: Hubs;
    /** The customer pages' server renderer, loaded on first use; undefined without a web build. */
    siteRenderer: () => Promise<SiteRenderer | undefined>;
  }
  interface FastifyRequest {
    /** What a write changed, when its route knows: only these kept answers are dropped. */
    changedTopics?: string[];
    user: SessionUser | null;
    tenantContext: TenantContext | null;
  }
}
