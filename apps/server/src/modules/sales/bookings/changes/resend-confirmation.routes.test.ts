import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../../db/schema/emails";
import { formatDeparture } from "../../../messaging/emails/confirmation-content";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { insertRawBooking, minutesAhead } from "../read/read-test-support";
import { changesProject } from "./change-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function outbox(bookingId: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, bookingId))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.kind));
}

async function confirmedBooking(customer: { name?: string; email?: string; language?: "EN" | "IS" }) {
  const p = await changesProject(t);
  const booking = await p.book({ eventId: p.walk.eventId, quantity: 2, customer });
  const url = `${p.bookingUrl(booking.id)}/resend-confirmation`;
  return { ...p, booking, url };
}

describe("sending the confirmation again", () => {
  it("queues it again to the customer, as the booking reads now, with a history line each time", async () => {
    const p = await confirmedBooking({ name: "Anna", email: "anna@example.com", language: "IS" });
    await p.owner.post(`${p.bookingUrl(p.booking.id)}/move`, { eventId: p.laterWalk.eventId });
    const first = await p.owner.request("POST", p.url, undefined);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ to: "anna@example.com" });
    const second = await p.owner.post(p.url, { email: "" });
    expect(second.json()).toEqual({ to: "anna@example.com" });
    const emails = await outbox(p.booking.id);
    expect(emails.map((e) => [e.kind, e.to, e.status])).toEqual([
      ["BookingConfirmed", "anna@example.com", "Pending"],
      ["BookingConfirmedResent:1", "anna@example.com", "Pending"],
      ["BookingConfirmedResent:2", "anna@example.com", "Pending"],
    ]);
    const resent = emails[1]!;
    expect(resent.subject).toContain(p.booking.reference);
    expect(resent.text).toContain("Halló Anna");
    expect(resent.ics).toContain("BEGIN:VCALENDAR");
    const dateOf = (start: Date) =>
      formatDeparture(start, new Date(start.getTime() + 180 * 60_000), "Atlantic/Reykjavik", "IS").date;
    expect(resent.text).toContain(dateOf(p.laterWalk.start));
    expect(resent.text).not.toContain(dateOf(p.walk.start));
    expect(emails[0]!.text).toContain(dateOf(p.walk.start));
    const history = (await p.detail(p.booking.id)).history.filter((h) => h.action === "ConfirmationResent");
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ actorUserId: p.owner.userId, details: { email: "anna@example.com" } });
  });

  it("sends it to another address when staff give one", async () => {
    const p = await confirmedBooking({ name: "Anna", email: "anna@example.com" });
    const response = await p.owner.post(p.url, { email: " guide@example.com " });
    expect(response.json()).toEqual({ to: "guide@example.com" });
    expect((await outbox(p.booking.id)).map((e) => e.to)).toEqual(["anna@example.com", "guide@example.com"]);
  });

  it("answers 409 without an address, or for a booking that is not confirmed, sending nothing", async () => {
    const walkIn = await confirmedBooking({ name: "Walk-in" });
    const noEmail = await walkIn.owner.post(walkIn.url);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().title).toBe("The booking has no email address to send the confirmation to");
    expect(
      await walkIn.owner.post(walkIn.url, { email: "walkin@example.com" }).then((r) => r.statusCode),
    ).toBe(200);

    const p = await confirmedBooking({ email: "anna@example.com" });
    await p.owner.post(`${p.bookingUrl(p.booking.id)}/cancel`, { refundMethod: "None" });
    const hold = await insertRawBooking(p.db, p.scope, {
      eventId: p.walk.eventId,
      seats: 1,
      status: "Pending",
      expiresAt: minutesAhead(10),
      customer: { email: "hold@example.com" },
    });
    for (const id of [p.booking.id, hold.id]) {
      const response = await p.owner.post(`${p.bookingUrl(id)}/resend-confirmation`);
      expect(response.statusCode).toBe(409);
      expect(response.json().title).toBe("Only a confirmed booking has a confirmation to send");
    }
    expect(await outbox(hold.id)).toEqual([]);
    expect((await outbox(p.booking.id)).map((e) => e.kind)).toEqual(["BookingConfirmed"]);
  });

  it("refuses a bad address with 400 and a field message", async () => {
    const p = await confirmedBooking({ email: "anna@example.com" });
    for (const email of ["not-an-email", 12, "x".repeat(250) + "@example.com"]) {
      const response = await p.owner.post(p.url, { email });
      expect(response.statusCode, String(email)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(["email"]);
    }
    expect(await outbox(p.booking.id)).toHaveLength(1);
  });
});
