import type { PublicCompany, PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { AppError } from "../../../http/errors";
import {
  listPublicEvents,
  listPublicExperiences,
  publicExperience,
} from "../public-booking/public-catalogue";
import { findPolicies, publicTenant, type PublicTenant } from "../public-booking/public-tenant";

/** One customer page with the company's data it shows (the web app's SitePage). */
export type SitePage =
  | { kind: "storefront"; company: PublicCompany; experiences: PublicExperience[] }
  | { kind: "experience"; company: PublicCompany; experience: PublicExperience; upcoming: PublicEvent[] }
  | { kind: "booking"; company: PublicCompany; bookingId: string }
  | { kind: "companyNotFound" }
  | { kind: "experienceNotFound"; company: PublicCompany };

/** How far ahead, and how many, departures an experience's page lists without script. */
const upcomingDays = 90;
const upcomingCount = 8;

async function companyOf(db: Database, tenant: PublicTenant): Promise<PublicCompany> {
  const policies = await findPolicies(db, tenant.id);
  return {
    name: tenant.name,
    identifier: tenant.identifier,
    currency: tenant.currency,
    termsAndConditions: policies.get("TermsAndConditions") ?? "",
    refundPolicy: policies.get("RefundPolicy") ?? "",
  };
}

/** The company of a customer page's address; undefined for none or a deleted one. */
async function tenantOf(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
): Promise<PublicTenant | undefined> {
  try {
    return await publicTenant(db, feed, identifier);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

export async function storefrontPage(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
  project: string | undefined,
): Promise<SitePage> {
  const tenant = await tenantOf(db, feed, identifier);
  if (!tenant) return { kind: "companyNotFound" };
  const rows = await listPublicExperiences(db, tenant, project);
  return {
    kind: "storefront",
    company: await companyOf(db, tenant),
    experiences: rows.map((row) => publicExperience(row, tenant)),
  };
}

export async function experiencePage(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
  tag: string,
  now: Date = new Date(),
): Promise<SitePage> {
  const tenant = await tenantOf(db, feed, identifier);
  if (!tenant) return { kind: "companyNotFound" };
  const company = await companyOf(db, tenant);
  const row = (await listPublicExperiences(db, tenant)).find((e) => e.tag === tag || e.id === tag);
  if (!row) return { kind: "experienceNotFound", company };
  const events = await listPublicEvents(
    db,
    tenant,
    row,
    { from: now, to: new Date(now.getTime() + upcomingDays * 86_400_000) },
    now,
  );
  return {
    kind: "experience",
    company,
    experience: publicExperience(row, tenant),
    upcoming: events.slice(0, upcomingCount),
  };
}

export async function bookingPage(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
  bookingId: string,
): Promise<SitePage> {
  const tenant = await tenantOf(db, feed, identifier);
  if (!tenant) return { kind: "companyNotFound" };
  return { kind: "booking", company: await companyOf(db, tenant), bookingId };
}

/** The addresses of a company's storefront and its experiences, for its sitemap. */
export async function sitemapEntries(
  db: Database,
  feed: ChangeFeed,
  identifier: string,
): Promise<string[] | undefined> {
  const tenant = await tenantOf(db, feed, identifier);
  if (!tenant) return undefined;
  const rows = await listPublicExperiences(db, tenant);
  const base = `/${encodeURIComponent(tenant.identifier)}/storefront`;
  return [base, ...rows.map((row) => `${base}/${encodeURIComponent(row.tag || row.id)}`)];
}
