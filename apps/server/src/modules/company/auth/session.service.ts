import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { accessTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import type { SessionUser } from "../../../http/app-types";
import {
  deleteOtherUserSessions,
  deleteSession,
  extendSession,
  findSessionUser,
  insertSession,
  recordSignIn,
} from "./session.repository";

export const sessionCookieName = "stund_session";
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** A session is extended at most once an hour, so reads stay reads. */
const extendAfterMs = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  // A new session id on every sign-in: whatever id the browser had before is dropped.
  const previous = request.cookies[sessionCookieName];
  if (previous) await deleteSession(db, hashToken(previous));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ipAddress: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 255),
  });
  setSessionCookie(request, reply, token, expiresAt);
  await recordSignIn(db, userId, new Date());
}

/** Ends every session of the signed-in user but this request's own. */
export async function endOtherSessions(db: Database, user: SessionUser): Promise<number> {
  return deleteOtherUserSessions(db, user.id, user.sessionTokenHash);
}

function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.server.config.production,
    expires: expiresAt,
  });
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieName];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(sessionCookieName, { path: "/" });
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;
const keptSessions = keptPerFeed<SessionRow>(10_000);

/** The signed-in user of a session token; with a change feed, kept until a session or user changes. */
export async function loadSessionUser(
  db: Database,
  token: string | undefined,
  feed?: ChangeFeed,
): Promise<SessionUser | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const load = async () => findSessionUser(db, tokenHash, new Date());
  const row = feed
    ? await keptSessions(feed).get(accessTopic, tokenHash, load, (session) => session.expiresAt.getTime())
    : await load();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isSuperAdmin: row.isSuperAdmin,
    imageKey: row.imageKey,
    sessionTokenHash: tokenHash,
  };
}

/** Slides the session's expiry forward; used by the refresh call. */
export async function refreshSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[sessionCookieName];
  if (!token) return;
  const row = await findSessionUser(db, hashToken(token), new Date());
  if (!row) return;
  if (row.expiresAt.getTime() - Date.now() > sessionLifetimeMs - extendAfterMs) return;
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await extendSession(db, hashToken(token), expiresAt);
  setSessionCookie(request, reply, token, expiresAt);
}
