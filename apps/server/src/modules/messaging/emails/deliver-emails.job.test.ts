import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { emailOutbox } from "../../../db/schema/emails";
import { deliverDueEmails } from "./deliver-emails.job";
import { emailDeparture, outboxRows, queueConfirmation } from "./email-test-support";
import { createTransport, type MailTransport } from "./mail-transport.service";
import { decodeHeader } from "./mime-test-reader";
import { startSmtpServer, type TestSmtpServer } from "./smtp-test-server";

let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
const transports: MailTransport[] = [];
const smtpFrom = "Stund <bookings@stund.example>";
const minute = 60_000;

function smtpTransport(url = smtp.url): MailTransport {
  const made = createTransport({ smtpUrl: url, smtpFrom })!;
  transports.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpServer();
  transport = smtpTransport();
});
afterAll(async () => {
  for (const made of transports) made.close();
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  // Each test delivers what it queued, and only that.
  await t.database.db.delete(emailOutbox);
  smtp.received.length = 0;
  smtp.accept();
});

/** A queued confirmation for a fresh booking; `now` is when it is due. */
async function queued(customer: Record<string, string>, now = new Date()) {
  const d = await emailDeparture(t, { settings: { emailSenderName: "Jökull Bookings" } });
  const booking = await d.book(customer);
  await queueConfirmation(t, booking.id, d.tenant.id, now);
  const [row] = await outboxRows(t, booking.id);
  return { ...d, booking, outboxId: row!.id };
}

describe("delivering queued emails", () => {
  it("sends English and Icelandic confirmations over SMTP with a calendar attachment", async () => {
    const en = await queued({ name: "Anna", email: "anna@example.com" });
    const is = await queued({ name: "Jón", email: "jon@example.is", language: "IS" });
    const now = new Date();
    expect(await deliverDueEmails(t.database.db, transport, now)).toEqual({
      sent: 2,
      stored: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
    for (const [sent, language] of [
      [en, "EN"],
      [is, "IS"],
    ] as const) {
      const to = language === "EN" ? "anna@example.com" : "jon@example.is";
      const mail = smtp.received.find((received) => received.envelopeTo.includes(to))!;
      expect(mail.envelopeTo).toEqual([to]);
      const confirmed = language === "EN" ? "Booking confirmed" : "Bókun staðfest";
      expect(mail.subject).toBe(
        `${confirmed}: ${sent.booking.reference} (Company ${sent.tenant.identifier})`,
      );
      expect(mail.messageId).toBe(`<${sent.outboxId}@stund.example>`);
      const text = mail.parts.find((part) => part.type === "text/plain")!;
      expect(text.body).toContain(sent.booking.reference);
      expect(mail.parts.find((part) => part.type === "text/html")!.body).toContain(sent.booking.reference);
      const calendar = mail.parts.find((part) => part.type === "text/calendar")!;
      expect(calendar.headers.get("content-disposition")).toMatch(/^attachment; filename=.*\.ics/);
      expect(calendar.body).toContain(`\r\nUID:${sent.booking.id}@stund\r\n`);
      expect(calendar.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      const [row] = await outboxRows(t, sent.booking.id);
      expect(row).toMatchObject({ status: "Sent", attempts: 1, sentAt: now, lastError: null });
      expect(row!.messageId).toBe(mail.messageId);
    }
    for (const mail of smtp.received)
      expect(decodeHeader(mail.message.headers.get("from")!)).toBe(
        "Jökull Bookings <bookings@stund.example>",
      );
    expect(await deliverDueEmails(t.database.db, transport, new Date(now.getTime() + 60 * minute))).toEqual({
      sent: 0,
      stored: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps emails in the database when no SMTP server is configured", async () => {
    expect(createTransport({ smtpUrl: undefined, smtpFrom })).toBeNull();
    const sent = await queued({ email: "stored@example.com" });
    const now = new Date();
    expect(await deliverDueEmails(t.database.db, null, now)).toMatchObject({ sent: 0, stored: 1 });
    const [row] = await outboxRows(t, sent.booking.id);
    expect(row).toMatchObject({ status: "Stored", sentAt: now, attempts: 0 });
    expect(await deliverDueEmails(t.database.db, transport, now)).toMatchObject({ sent: 0, stored: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("waits and tries again when the server refuses, then sends the same message", async () => {
    const start = new Date();
    const sent = await queued({ email: "busy@example.com" }, start);
    smtp.refuse(450, "Mailbox busy, try later");
    expect(await deliverDueEmails(t.database.db, transport, start)).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await outboxRows(t, sent.booking.id);
    expect(row).toMatchObject({ status: "Pending", attempts: 1 });
    expect(row!.availableAt).toEqual(new Date(start.getTime() + minute));
    expect(row!.lastError).toContain("Mailbox busy");

    const early = new Date(start.getTime() + minute - 1000);
    expect(await deliverDueEmails(t.database.db, transport, early)).toMatchObject({ sent: 0, retried: 0 });
    smtp.accept();
    const later = new Date(start.getTime() + minute);
    expect(await deliverDueEmails(t.database.db, transport, later)).toMatchObject({ sent: 1, retried: 0 });
    [row] = await outboxRows(t, sent.booking.id);
    expect(row).toMatchObject({ status: "Sent", attempts: 2, sentAt: later, lastError: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(`<${sent.outboxId}@stund.example>`);
  });

  it("backs off 1, 5, 15 and 60 minutes and gives up after the fifth attempt", async () => {
    let now = new Date();
    const sent = await queued({ email: "gone@example.com" }, now);
    smtp.refuse(550, "No such user here");
    for (const delay of [1, 5, 15, 60]) {
      expect(await deliverDueEmails(t.database.db, transport, now)).toMatchObject({ retried: 1, failed: 0 });
      const [row] = await outboxRows(t, sent.booking.id);
      expect(row!.availableAt).toEqual(new Date(now.getTime() + delay * minute));
      now = row!.availableAt;
    }
    expect(await deliverDueEmails(t.database.db, transport, now)).toMatchObject({ retried: 0, failed: 1 });
    const [row] = await outboxRows(t, sent.booking.id);
    expect(row).toMatchObject({ status: "Failed", attempts: 5, sentAt: null });
    expect(row!.lastError).toContain("No such user here");
    smtp.accept();
    const muchLater = new Date(now.getTime() + 24 * 60 * minute);
    expect(await deliverDueEmails(t.database.db, transport, muchLater)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("retries when the SMTP server is down, with the error kept", async () => {
    const sent = await queued({ email: "down@example.com" });
    const nowhere = smtpTransport("smtp://127.0.0.1:1/?ignoreTLS=true");
    expect(await deliverDueEmails(t.database.db, nowhere, new Date())).toMatchObject({ retried: 1 });
    const [row] = await outboxRows(t, sent.booking.id);
    expect(row).toMatchObject({ status: "Pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("never sends one email twice when several deliverers run at once", async () => {
    const d = await emailDeparture(t, { capacity: 50 });
    const now = new Date();
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const booking = await d.book({ email: `guest${i}@example.com` }, 1);
      await queueConfirmation(t, booking.id, d.tenant.id, now);
      ids.push(booking.id);
    }
    const deliverers = [transport, smtpTransport(), smtpTransport(), smtpTransport()];
    const summaries = await Promise.all(deliverers.map((each) => deliverDueEmails(t.database.db, each, now)));
    expect(summaries.reduce((sum, summary) => sum + summary.sent, 0)).toBe(23);
    expect(smtp.received).toHaveLength(23);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(23);
    expect(new Set(smtp.received.flatMap((mail) => mail.envelopeTo)).size).toBe(23);
    for (const id of ids) expect((await outboxRows(t, id))[0]).toMatchObject({ status: "Sent", attempts: 1 });
  });
});
