import type { Currency, SalesChannel } from "@stund/shared/enums";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import { accessTopic, availabilityTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import { notFound } from "../../../http/errors";
import { findLiveTenant, findTenantPolicies } from "./public-tenant.repository";

export interface PublicTenant {
  id: string;
  identifier: string;
  name: string;
  currency: Currency;
  channels: SalesChannel[];
  /** The company's IANA time zone: a project's departures are in the project's own, else in this. */
  timeZone: string;
}

const kept = keptPerFeed<PublicTenant>(10_000);

async function load(db: Database, identifier: string): Promise<PublicTenant | undefined> {
  const row = await findLiveTenant(db, identifier);
  if (!row) return undefined;
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    currency: row.settings.currency,
    channels: row.channels as SalesChannel[],
    timeZone: row.settings.timeZone || defaultTenantSettings.timeZone,
  };
}

/** The company of a public path, kept in memory until a company changes; 404 for none or a deleted one. */
export async function publicTenant(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
): Promise<PublicTenant> {
  const tenant = await kept(feed).get(accessTopic, identifier, () => load(db, identifier));
  if (!tenant) throw notFound("Company not found");
  return tenant;
}

/** The company's policies by type (TermsAndConditions, RefundPolicy). */
export async function findPolicies(db: Database, tenantId: string): Promise<Map<string, string>> {
  const rows = await findTenantPolicies(db, tenantId);
  return new Map(rows.map((row) => [row.type, row.content]));
}

/**
 * The change-feed topics a customer's booking or cancellation changes: the company's availability,
 * whose kept answers this process drops before the answer leaves.
 */
export function availabilityTopicsOf(tenant: PublicTenant): string[] {
  return [availabilityTopic(tenant.id)];
}
