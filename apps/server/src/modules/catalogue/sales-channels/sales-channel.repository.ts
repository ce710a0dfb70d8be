import { and, asc, eq, isNull } from "drizzle-orm";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import { salesChannels, type SalesChannel } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { experiences } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

const known = new Set<string>(salesChannels);

/** Channels in the enum's order, without repeats or values the enum no longer names. */
export function canonicalChannels(channels: readonly string[]): SalesChannel[] {
  const chosen = new Set(channels.filter((c) => known.has(c)));
  return salesChannels.filter((c) => chosen.has(c));
}

/** The channels the company sells on; empty for an unknown tenant. Other features read it too. */
export async function enabledChannels(db: Executor, tenantId: string): Promise<SalesChannel[]> {
  const rows = await db
    .select({ channels: tenants.salesChannels })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return canonicalChannels(rows[0]?.channels ?? []);
}

/** Replaces the company's channel list (already in canonical order). */
export async function saveEnabledChannels(
  db: Executor,
  tenantId: string,
  channels: SalesChannel[],
): Promise<void> {
  await db.update(tenants).set({ salesChannels: channels }).where(eq(tenants.id, tenantId));
}

export interface PublishedExperienceChannels {
  id: string;
  tag: string;
  name: Bilingual;
  channels: SalesChannel[];
}

/** Published experiences of the tenant's live projects, with the channels each is offered on. */
export async function publishedExperienceChannels(
  db: Executor,
  tenantId: string,
): Promise<PublishedExperienceChannels[]> {
  return db
    .select({
      id: experiences.id,
      tag: experiences.tag,
      name: experiences.name,
      channels: experiences.channels,
    })
    .from(experiences)
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experiences.tenantId, tenantId),
        eq(projects.tenantId, tenantId),
        isNull(projects.deletedAt),
        eq(experiences.status, "Published"),
      ),
    )
    .orderBy(asc(experiences.searchName), asc(experiences.id));
}
