import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { emailDeparture, origin, outboxRows, queueConfirmation } from "./email-test-support";
import { queueBookingConfirmation } from "./queue-confirmation.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const months = ["January", "February", "March", "April", "May", "June", "July"];
const monthsIs = ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí"];
const otherMonths = ["August", "September", "October", "November", "December"];
const otherMonthsIs = ["ágúst", "september", "október", "nóvember", "desember"];
const monthName = (date: Date, names: "EN" | "IS") =>
  (names === "EN" ? [...months, ...otherMonths] : [...monthsIs, ...otherMonthsIs])[date.getUTCMonth()]!;
const unfold = (ics: string) => ics.replace(/\r\n /g, "");
const basic = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");

describe("queueing a booking confirmation", () => {
  it("writes one English email with the booking's details, a manage link and a calendar entry", async () => {
    const d = await emailDeparture(t, {
      projectTimeZone: "Atlantic/Reykjavik",
      address: "Skógar, 861 Hvolsvöllur",
      settings: {
        publicName: "Jökull & Co",
        emailSenderName: "Jökull Bookings",
        emailReplyTo: "desk@jokull.is",
      },
    });
    const booking = await d.book({ name: "Anna <Jónsdóttir>", email: "anna@example.com" });
    const outcome = await queueConfirmation(t, booking.id, d.tenant.id);
    expect(outcome).toMatchObject({ queued: true });

    const [row] = await outboxRows(t, booking.id);
    const manageUrl = `${origin}/${d.tenant.identifier}/booking/${booking.id}`;
    expect(row).toMatchObject({
      tenantId: d.tenant.id,
      kind: "BookingConfirmed",
      to: "anna@example.com",
      fromName: "Jökull Bookings",
      replyTo: "desk@jokull.is",
      status: "Pending",
      attempts: 0,
      subject: `Booking confirmed: ${booking.reference} (Jökull & Co)`,
    });
    const day = `${d.start.getUTCDate()} ${monthName(d.start, "EN")} ${d.start.getUTCFullYear()}`;
    for (const line of [
      "Hello Anna <Jónsdóttir>,",
      "Thank you for booking with Jökull & Co. Your booking is confirmed.",
      `Booking reference: ${booking.reference}`,
      "Experience: Glacier Walk",
      "Time: 09:00–12:00 (Local time in Reykjavik)",
      "  2 × Adult: 25.800 Kr.",
      "Total: 25.800 Kr.",
      "Paid: 25.800 Kr.",
      `View or manage your booking: ${manageUrl}`,
    ])
      expect(row!.text.split("\n")).toContain(line);
    expect(row!.text).toContain(day);
    expect(row!.text).not.toContain("Left to pay");
    expect(row!.html).toContain("Anna &lt;Jónsdóttir&gt;");
    expect(row!.html).not.toContain("<Jónsdóttir>");
    expect(row!.html).toContain(`href="${manageUrl}"`);
    expect(row!.html).toContain("Jökull &amp; Co");

    const ics = unfold(row!.ics!);
    expect(ics).toContain(`\r\nUID:${booking.id}@stund\r\n`);
    expect(ics).toContain(`\r\nDTSTART:${basic(d.start)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${basic(new Date(d.start.getTime() + 180 * 60_000))}\r\n`);
    expect(ics).toContain(`\r\nDESCRIPTION:Booking reference: ${booking.reference}\\n${manageUrl}\r\n`);
    expect(ics).toContain("\r\nLOCATION:Skógar\\, 861 Hvolsvöllur\r\n");
    expect(ics).toContain("\r\nSUMMARY:Glacier Walk (Jökull & Co)\r\n");
  });

  it("writes in Icelandic for an Icelandic customer, in the company's time zone, with what is left to pay", async () => {
    const d = await emailDeparture(t, { settings: { timeZone: "Asia/Tokyo" } });
    const booking = await d.book({ name: "Jón", email: "jon@example.is", language: "IS" }, 1, "Unknown");
    await queueConfirmation(t, booking.id, d.tenant.id);
    const [row] = await outboxRows(t, booking.id);
    expect(row!.subject).toBe(`Bókun staðfest: ${booking.reference} (Company ${d.tenant.identifier})`);
    for (const line of [
      "Halló Jón,",
      `Bókunarnúmer: ${booking.reference}`,
      "Ferð: Glacier Walk (IS)",
      "Tími: 18:00–21:00 (Staðartími í Tokyo)",
      "  1 × Fullorðinn: 12.900 Kr.",
      "Samtals: 12.900 Kr.",
      "Greitt: 0 Kr.",
      "Ógreitt: 12.900 Kr.",
    ])
      expect(row!.text.split("\n")).toContain(line);
    expect(row!.text).toContain(monthName(d.start, "IS"));
    expect(row!.html).toContain('lang="is"');
    expect(row!.ics).not.toContain("LOCATION");
    expect(unfold(row!.ics!)).toContain(`DESCRIPTION:Bókunarnúmer: ${booking.reference}`);
    // The calendar entry holds the instant itself (UTC), so every calendar shows it right.
    expect(unfold(row!.ics!)).toContain(`\r\nDTSTART:${basic(d.start)}\r\n`);
  });

  it("shows the departure in its project's zone, not the company's nor the reader's, and names the place", async () => {
    const d = await emailDeparture(t, {
      projectTimeZone: "America/New_York",
      settings: { timeZone: "Asia/Tokyo" },
    });
    const booking = await d.book({ name: "Ann", email: "ann@example.com" });
    await queueConfirmation(t, booking.id, d.tenant.id);
    const [row] = await outboxRows(t, booking.id);
    // 09:00 UTC is 04:00 or 05:00 in New York, by the season.
    const local = new Intl.DateTimeFormat("en-GB", {
      timeStyle: "short",
      timeZone: "America/New_York",
    }).format(d.start);
    const end = new Intl.DateTimeFormat("en-GB", {
      timeStyle: "short",
      timeZone: "America/New_York",
    }).format(new Date(d.start.getTime() + 180 * 60_000));
    expect(row!.text.split("\n")).toContain(`Time: ${local}–${end} (Local time in New York)`);
    expect(row!.html).toContain("Local time in New York");
    expect(unfold(row!.ics!)).toContain(`\r\nDTSTART:${basic(d.start)}\r\n`);
  });

  it("queues nothing for a customer without an email address", async () => {
    const d = await emailDeparture(t);
    const booking = await d.book({ name: "Walk-in" });
    expect(await queueConfirmation(t, booking.id, d.tenant.id)).toEqual({ queued: false, reason: "NoEmail" });
    const blank = await d.book({ name: "Blank", email: "" });
    expect(await queueConfirmation(t, blank.id, d.tenant.id)).toEqual({ queued: false, reason: "NoEmail" });
    expect(await outboxRows(t, booking.id)).toHaveLength(0);
    expect(await outboxRows(t, blank.id)).toHaveLength(0);
  });

  it("queues one confirmation per booking however often it is asked, also at the same time", async () => {
    const d = await emailDeparture(t);
    const booking = await d.book({ email: "twice@example.com" });
    const first = await queueConfirmation(t, booking.id, d.tenant.id);
    const again = await queueConfirmation(t, booking.id, d.tenant.id);
    expect(first.queued).toBe(true);
    expect(again).toEqual({ queued: false, reason: "AlreadyQueued" });
    const other = await d.book({ email: "race@example.com" });
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => queueConfirmation(t, other.id, d.tenant.id)),
    );
    expect(raced.filter((outcome) => outcome.queued)).toHaveLength(1);
    expect(await outboxRows(t, booking.id)).toHaveLength(1);
    expect(await outboxRows(t, other.id)).toHaveLength(1);
  });

  it("writes nothing when the confirming transaction rolls back", async () => {
    const d = await emailDeparture(t);
    const booking = await d.book({ email: "rollback@example.com" });
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueBookingConfirmation(tx, booking.id, d.tenant.id, origin);
        throw new Error("confirmation failed later");
      }),
    ).rejects.toThrow("confirmation failed later");
    expect(await outboxRows(t, booking.id)).toHaveLength(0);
  });

  it("refuses a booking of another company", async () => {
    const d = await emailDeparture(t);
    const other = await emailDeparture(t);
    const booking = await d.book({ email: "mine@example.com" });
    await expect(queueConfirmation(t, booking.id, other.tenant.id)).rejects.toThrow(/not found/);
    expect(await outboxRows(t, booking.id)).toHaveLength(0);
  });
});
