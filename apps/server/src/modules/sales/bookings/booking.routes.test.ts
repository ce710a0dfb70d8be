import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema/emails";
import { createTestApp, signedInClient, type TestApp } from "../../../../test/test-app";
import { memberClient, setSubscription } from "../../../../test/factories";
import {
  adultCategoryId,
  eventsProject,
  insertEvent,
  insertExperience,
} from "../../../../test/fixtures/event-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = new Date(Date.now() + 3 * 864e5);

async function departure(capacity = 5) {
  const p = await eventsProject(t);
  const experienceId = await insertExperience(t.database.db, p.scope, { capacity });
  const eventId = await insertEvent(t.database.db, p.scope, { experienceId, start, capacity });
  const book = (quantity: number, extra: Record<string, unknown> = {}) => ({
    items: [{ eventId, ticketCategoryId: adultCategoryId, quantity }],
    customer: { name: "Anna Jónsdóttir", email: "anna@example.com" },
    paymentMethod: "Cash",
    ...extra,
  });
  const seats = async () => {
    const range = `from=${new Date(Date.now() + 864e5).toISOString()}&to=${new Date(Date.now() + 5 * 864e5).toISOString()}`;
    const list = (await p.owner.get(`${p.api}/events?${range}`)).json() as {
      sold: number;
      available: number;
    }[];
    return list[0]!;
  };
  return { ...p, eventId, book, seats, url: `${p.api}/bookings` };
}

describe("staff bookings", () => {
  it("books with cash: confirmed, paid, priced with VAT, seats sold", async () => {
    const d = await departure();
    const response = await d.owner.post(d.url, d.book(2));
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: "Confirmed",
      seats: 2,
      total: 25800,
      paid: 25800,
      paymentStatus: "Paid",
      paymentMethod: "Cash",
      creatorKind: "Staff",
      currency: "ISK",
      vat: [{ rate: 11, net: 23243, vat: 2557 }],
      items: [{ ticketCategoryId: adultCategoryId, quantity: 2, unitPrice: 12900 }],
    });
    expect(booking.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, booking.id));
    expect(emails.map((email) => [email.kind, email.to])).toEqual([["BookingConfirmed", "anna@example.com"]]);
    expect(await d.seats()).toMatchObject({ sold: 2, available: 3 });

    const unpaid = await d.owner.post(d.url, d.book(1, { paymentMethod: "Unknown" }));
    expect(unpaid.json()).toMatchObject({ status: "Confirmed", paid: 0, paymentStatus: "Unpaid" });
    expect(await d.seats()).toMatchObject({ sold: 3, available: 2 });
  });

  it("refuses more seats than are left with 409 and the seats available, writing nothing", async () => {
    const d = await departure(3);
    const response = await d.owner.post(d.url, d.book(4));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: "Not enough seats left", available: 3 });
    expect(await d.seats()).toMatchObject({ sold: 0, available: 3 });
    const overbooked = await d.owner.post(d.url, d.book(4, { overbook: true }));
    expect(overbooked.json()).toMatchObject({ status: "Confirmed", overbooked: true });
  });

  it("answers a retry with the same Idempotency-Key with the first booking, never booking twice", async () => {
    const d = await departure();
    const headers = { "idempotency-key": "desk-7f3a" };
    const first = await d.owner.request("POST", d.url, d.book(2), { headers });
    const again = await d.owner.request("POST", d.url, d.book(2), { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await d.seats()).toMatchObject({ sold: 2 });
    const other = await d.owner.request("POST", d.url, d.book(3), { headers });
    expect(other.statusCode).toBe(422);
    const bad = await d.owner.request("POST", d.url, d.book(1), { headers: { "idempotency-key": "" } });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses bad input with field messages: several departures, unknown categories, no tickets", async () => {
    const d = await departure();
    const two = d.book(1);
    two.items.push({
      eventId: "6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c12",
      ticketCategoryId: adultCategoryId,
      quantity: 1,
    });
    for (const body of [
      two,
      { ...d.book(1), items: [{ eventId: d.eventId, ticketCategoryId: d.eventId, quantity: 1 }] },
      d.book(0),
      { ...d.book(1), paymentMethod: "Bitcoin" },
      { ...d.book(1), items: [] },
    ]) {
      const response = await d.owner.post(d.url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBeTruthy();
    }
    expect(await d.seats()).toMatchObject({ sold: 0 });
  });

  it("answers 401 signed out, 404 to another company, FeatureAccessDenied on Basic", async () => {
    const d = await departure();
    const stranger = await signedInClient(t.app, "Stranger");
    expect((await stranger.post(d.url, d.book(1))).statusCode).toBe(404);
    const signedOut = await signedInClient(t.app, "Gone");
    signedOut.cookie = "";
    expect((await signedOut.post(d.url, d.book(1))).statusCode).toBe(401);
    const host = await memberClient(t.app, t.database.db, d.tenant.id, "ApplicationHost");
    expect((await host.post(d.url, d.book(1))).statusCode).toBe(201);
    expect((await host.post(d.url, d.book(1, { overbook: true }))).statusCode).toBe(403);
    await setSubscription(t.database.db, d.tenant.id, "Basic", "Active");
    const basic = await d.owner.post(d.url, d.book(1));
    expect(basic.statusCode).toBe(403);
    expect(basic.json().errorCode).toBe("FeatureAccessDenied");
    expect(await d.seats()).toMatchObject({ sold: 1 });
  });

  it("sells exactly the seats there are when many desks book the last seats at once", async () => {
    const d = await departure(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => d.owner.post(d.url, d.book(1))));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    expect(await d.seats()).toMatchObject({ sold: 5, available: 0 });
  });
});
