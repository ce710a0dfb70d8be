import { and, eq, gt, min } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { availabilityVersions, bookings } from "../../db/schema/catalogue";

interface CachedList {
  version: number;
  validUntil: number;
  body: string;
}

/** Answers kept per process; the oldest go first. */
const maxEntries = 2000;
/** However quiet a company is, an answer is recomputed at least this often. */
const maxAgeMs = 60_000;
const entries = new Map<string, CachedList>();

async function currentVersion(db: Executor, tenantId: string): Promise<number> {
  const rows = await db
    .select({ version: availabilityVersions.version })
    .from(availabilityVersions)
    .where(eq(availabilityVersions.tenantId, tenantId));
  return rows[0]?.version ?? 0;
}

/** The next moment a pending hold of the company runs out: seats come free then without a write. */
async function nextHoldExpiry(db: Executor, tenantId: string, now: Date): Promise<number | null> {
  const rows = await db
    .select({ at: min(bookings.expiresAt) })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.status, "Pending"), gt(bookings.expiresAt, now)));
  return rows[0]?.at ? rows[0].at.getTime() : null;
}

function remember(key: string, entry: CachedList): void {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
}

/**
 * The serialized answer of an availability read, reused while nothing it depends on has changed:
 * database triggers raise the company's version on every such write, from any process, and a
 * hold running out ends an answer's life. The version is read before the data, so a kept answer
 * is never older than the version it is filed under.
 */
export async function cachedAvailabilityRead(
  db: Executor,
  tenantId: string,
  key: string,
  compute: () => Promise<unknown>,
): Promise<string> {
  const now = new Date();
  const version = await currentVersion(db, tenantId);
  const fullKey = `${tenantId}|${key}`;
  const cached = entries.get(fullKey);
  if (cached && cached.version === version && now.getTime() < cached.validUntil) return cached.body;
  const [value, expiry] = await Promise.all([compute(), nextHoldExpiry(db, tenantId, now)]);
  const body = JSON.stringify(value);
  remember(fullKey, {
    version,
    validUntil: Math.min(expiry ?? Infinity, now.getTime() + maxAgeMs),
    body,
  });
  return body;
}

/** For tests: forget every kept answer. */
export function clearAvailabilityCache(): void {
  entries.clear();
}
