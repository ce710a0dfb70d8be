import { createHash, randomBytes } from "node:crypto";
import type { CalendarFeedStatus, CreatedCalendarFeed } from "@stund/shared/contracts/staff-schedule";
import type { Database } from "../../../db/database";
import { buildIcsFeed, type CalendarEvent } from "../../../files/ics-writer";
import { recordAudit, type AuditActor } from "../../access/audit/audit.service";
import { feedTexts, type FeedLanguage } from "./calendar-feed-texts";
import {
  findActiveFeed,
  findFeedOwner,
  insertFeed,
  listFeedDepartures,
  revokeFeeds,
} from "./calendar-feed.repository";
import { lockPeople } from "./event-staff.repository";

/*
 * A person's calendar feed: a secret address (32 random bytes) that calendar apps read without a
 * session. Only its SHA-256 is kept, so the table alone opens nothing; a new feed revokes the old.
 */

const dayMs = 24 * 60 * 60 * 1000;
/** What a feed holds: from a month back to a year ahead. */
const feedPastDays = 30;
const feedFutureDays = 366;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The address a calendar app subscribes to. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/calendar/${token}.ics`;
}

export async function calendarFeedStatus(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<CalendarFeedStatus> {
  const feed = await findActiveFeed(db, tenantId, userId);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address for the person's feed in the company; the old one stops working. */
export async function createCalendarFeed(
  db: Database,
  tenantId: string,
  person: AuditActor,
  origin: string,
): Promise<CreatedCalendarFeed> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.transaction(async (tx) => {
    await lockPeople(tx, "calendar_feed", [person.id]);
    const replaced = await revokeFeeds(tx, tenantId, person.id, now);
    await insertFeed(tx, { tokenHash: hashOf(token), tenantId, userId: person.id, createdAt: now });
    await recordAudit(tx, tenantId, person, {
      area: "Access",
      action: replaced > 0 ? "CalendarFeedReplaced" : "CalendarFeedCreated",
      subjectType: "CalendarFeed",
      subjectId: person.id,
      subjectLabel: person.name,
    });
  });
  return { url: calendarFeedUrl(origin, token), createdAt: now.toISOString() };
}

/** Ends the person's feed in the company; nothing happens when there is none. */
export async function revokeCalendarFeed(db: Database, tenantId: string, person: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPeople(tx, "calendar_feed", [person.id]);
    const revoked = await revokeFeeds(tx, tenantId, person.id, new Date());
    if (revoked > 0)
      await recordAudit(tx, tenantId, person, {
        area: "Access",
        action: "CalendarFeedRevoked",
        subjectType: "CalendarFeed",
        subjectId: person.id,
        subjectLabel: person.name,
      });
  });
}

const named = (value: { EN: string; IS: string }, language: FeedLanguage) =>
  (language === "IS" && value.IS.trim()) || value.EN;

/**
 * The iCalendar file of a feed's token (the file name without `.ics`): the person's departures
 * in the company from a month back to a year ahead. Undefined for an unknown or revoked token.
 */
export async function calendarFeedFile(
  db: Database,
  token: string,
  origin: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const owner = await findFeedOwner(db, hashOf(token));
  if (!owner) return undefined;
  const language: FeedLanguage = owner.language === "IS" ? "IS" : "EN";
  const texts = feedTexts[language];
  const from = new Date(now.getTime() - feedPastDays * dayMs);
  const to = new Date(now.getTime() + feedFutureDays * dayMs);
  const departures = await listFeedDepartures(db, owner.tenantId, owner.userId, from, to);
  const base = origin.replace(/\/+$/, "");
  const events: CalendarEvent[] = departures.map((departure) => {
    const cancelled = departure.status === "Cancelled";
    const name = named(departure.experienceName, language);
    const url = `${base}/${owner.tenantIdentifier}/${departure.projectIdentifier}/edit-singular-event/${departure.eventId}`;
    const meetingPoint = departure.location.meetingPoint.trim();
    const lines = [
      texts.guests(departure.seatsSold, departure.capacity),
      ...(meetingPoint ? [`${texts.meetingPoint}: ${meetingPoint}`] : []),
      `${texts.open}: ${url}`,
    ];
    return {
      uid: `event-${departure.eventId}@stund`,
      stamp: now,
      start: departure.startAt,
      end: departure.endAt,
      summary: cancelled ? `${texts.cancelled}: ${name}` : name,
      description: lines.join("\n"),
      location: meetingPoint || departure.location.address,
      url,
      status: cancelled ? "CANCELLED" : "CONFIRMED",
    };
  });
  return buildIcsFeed({ name: `Stund – ${owner.companyName} – ${owner.personName}`, events });
}
