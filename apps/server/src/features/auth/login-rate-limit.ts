import type { Database } from "../../db/database";
import { tooManyRequests } from "../../http/errors";
import { clearFailures, countRecentFailures, recordFailures } from "./auth.repository";

const windowMs = 15 * 60 * 1000;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 20;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

/** Kept in the database so that the limit holds across server processes and restarts. */
export async function assertLoginAllowed(db: Database, email: string, ip: string): Promise<void> {
  const counts = await countRecentFailures(
    db,
    [accountKey(email), addressKey(ip)],
    new Date(Date.now() - windowMs),
  );
  if (
    (counts.get(accountKey(email)) ?? 0) >= maxFailuresPerAccount ||
    (counts.get(addressKey(ip)) ?? 0) >= maxFailuresPerAddress
  ) {
    throw tooManyRequests("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  }
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await recordFailures(db, [accountKey(email), addressKey(ip)]);
}

export async function recordLoginSuccess(db: Database, email: string): Promise<void> {
  await clearFailures(db, accountKey(email), new Date(Date.now() - windowMs));
}
