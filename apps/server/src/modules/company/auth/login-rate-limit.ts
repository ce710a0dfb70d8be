import type { Database } from "../../../db/database";
import { tooManyRequests } from "../../../http/errors";
import {
  clearFailures,
  failuresSince,
  isKnownAddress,
  recordFailures,
  rememberAddress,
} from "./auth.repository";
import { queueSignInWarning } from "./sign-in-warning";

export const windowMs = 15 * 60 * 1000;
/** Wrong passwords for one account from one address before that pair waits out the window. */
export const maxFailuresPerPair = 5;
/** Wrong passwords from one address, whatever the accounts, before it waits out the window. */
export const maxFailuresPerAddress = 20;
/**
 * Wrong passwords for one account from anywhere before the account-wide back-off starts: from
 * then on an address the account never signed in from waits, twice as long after each failure.
 * The owner's own addresses never wait for it, so nobody can lock an owner out from elsewhere.
 */
export const accountBackoffAfter = 10;
/** How long an address stays known after a sign-in from it. */
const knownForMs = 90 * 24 * 60 * 60 * 1000;

export const pairLimitedTitle = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const accountBackoffTitle =
  "Too many failed sign-in attempts on this account. Please wait a few minutes and try again.";

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
const addressKey = (ip: string) => `address:${ip}`;

/** How long an unknown address must wait after the account's latest failure. */
export function backoffMs(accountFailures: number): number {
  if (accountFailures < accountBackoffAfter) return 0;
  return Math.min(1000 * 2 ** (accountFailures - accountBackoffAfter), windowMs);
}

/** Kept in the database so that the limits hold across server processes and restarts. */
export async function assertLoginAllowed(
  db: Database,
  email: string,
  ip: string,
  userId: string | undefined,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - windowMs);
  const counts = await failuresSince(db, [pairKey(email, ip), addressKey(ip), accountKey(email)], since);
  const pair = counts.get(pairKey(email, ip))?.count ?? 0;
  const address = counts.get(addressKey(ip))?.count ?? 0;
  if (pair >= maxFailuresPerPair || address >= maxFailuresPerAddress) throw tooManyRequests(pairLimitedTitle);
  const account = counts.get(accountKey(email));
  const wait = backoffMs(account?.count ?? 0);
  if (wait === 0 || now.getTime() - account!.latest.getTime() >= wait) return;
  const known =
    userId !== undefined && (await isKnownAddress(db, userId, ip, new Date(now.getTime() - knownForMs)));
  if (!known) throw tooManyRequests(accountBackoffTitle);
}

/**
 * Counts a wrong password against the pair, the address and the account; the account's owner is
 * told by email when the account reaches the back-off, once per window.
 */
export async function recordLoginFailure(
  db: Database,
  email: string,
  ip: string,
  user: { id: string; email: string; name: string; language: string } | undefined,
  now = new Date(),
): Promise<void> {
  await recordFailures(db, [pairKey(email, ip), addressKey(ip), accountKey(email)]);
  if (!user) return;
  const counts = await failuresSince(db, [accountKey(email)], new Date(now.getTime() - windowMs));
  if (counts.get(accountKey(email))?.count === accountBackoffAfter) await queueSignInWarning(db, user, now);
}

export async function recordLoginSuccess(db: Database, email: string, ip: string, userId: string) {
  await clearFailures(db, pairKey(email, ip), new Date(Date.now() - windowMs));
  await rememberAddress(db, userId, ip);
}
