import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { adultCategoryId } from "../../../../../test/fixtures/event-test-support";
import { insertRawBooking, minutesAhead } from "../read/read-test-support";
import { adult, changesProject, child, childCategoryId, recordingHubs, withKey } from "./change-test-support";

let t: TestApp;
let announced: ReturnType<typeof recordingHubs>;
beforeAll(async () => {
  t = await createTestApp();
  announced = recordingHubs(t);
});
afterAll(async () => t.close());

const adults = (quantity: number) => ({ ticketCategoryId: adultCategoryId, quantity });
const children = (quantity: number) => ({ ticketCategoryId: childCategoryId, quantity });

/** A paid booking of `quantity` adults on the later walk, which has `capacity` seats. */
async function paidBooking(quantity = 2, capacity = 10) {
  const p = await changesProject(t, capacity);
  await p.setCategories(p.walk.experienceId, [adult, child]);
  const booking = await p.book({ eventId: p.laterWalk.eventId, quantity });
  const change = (body: unknown, extra = {}) =>
    p.owner.request("PUT", `${p.bookingUrl(booking.id)}/quantities`, body, extra);
  return { ...p, booking, change };
}

describe("changing a booking's tickets", () => {
  it("takes more seats, works out totals and VAT again and writes it to the history", async () => {
    const p = await paidBooking(2);
    announced.length = 0;
    const response = await p.change({ items: [adults(3)] });
    expect(response.statusCode).toBe(200);
    const changed = response.json<BookingDetail>();
    expect(changed).toMatchObject({
      seats: 3,
      subtotal: 38700,
      total: 38700,
      vat: [{ rate: 11, net: 34865, vat: 3835 }],
      paid: 25800,
      paymentStatus: "Unpaid",
      items: [{ ticketCategoryId: adultCategoryId, quantity: 3, unitPrice: 12900 }],
    });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 3, available: 7 });
    expect((await p.eventRow(p.laterWalk.eventId)).bookingsSold).toBe(1);
    expect(changed.history.at(-1)).toMatchObject({
      action: "QuantitiesChanged",
      actorUserId: p.owner.userId,
      details: { previousSeats: 2, seats: 3, previousTotal: 25800, total: 38700, overbooked: false },
    });
    expect(announced).toEqual([{ projectId: p.projectId, eventIds: [p.laterWalk.eventId] }]);
  });

  it("gives seats back, drops a category at 0 and keeps check-in within the seats", async () => {
    const p = await paidBooking(2);
    await p.change({ items: [adults(2), children(2)] });
    await p.owner.post(`${p.bookingUrl(p.booking.id)}/check-in`, { seats: 4 });
    const response = await p.change({ items: [adults(0), children(1)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      seats: 1,
      checkedIn: 1,
      total: 6000,
      paid: 25800,
      paymentStatus: "Paid",
      items: [{ ticketCategoryId: childCategoryId, quantity: 1, unitPrice: 6000 }],
    });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 1, available: 9 });
  });

  it("keeps the price tickets were sold at and prices a category added now at today's price", async () => {
    const p = await paidBooking(2);
    await p.setCategories(p.walk.experienceId, [
      { ...adult, price: 15000 },
      { ...child, price: 7000 },
    ]);
    const changed = (await p.change({ items: [adults(3), children(1)] })).json<BookingDetail>();
    // Items come back in no particular order.
    expect(changed.items).toHaveLength(2);
    expect(changed.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketCategoryId: adultCategoryId, quantity: 3, unitPrice: 12900 }),
        expect.objectContaining({ ticketCategoryId: childCategoryId, quantity: 1, unitPrice: 7000 }),
      ]),
    );
    expect(changed.total).toBe(3 * 12900 + 7000);
  });

  it("refuses more seats than are left with 409, changing nothing; a manager may overbook", async () => {
    const p = await paidBooking(2, 3);
    const before = await p.detail(p.booking.id);
    announced.length = 0;
    const response = await p.change({ items: [adults(4)] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: "Not enough seats left", available: 1 });
    expect(await p.detail(p.booking.id)).toEqual(before);
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 2, available: 1 });
    expect(announced).toEqual([]);
    const overbooked = await p.change({ items: [adults(4)], overbook: true });
    expect(overbooked.json()).toMatchObject({ seats: 4, overbooked: true });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 4, available: 0 });
  });

  it("changes a live hold's seats without selling them", async () => {
    const p = await paidBooking(1);
    const hold = await insertRawBooking(p.db, p.scope, {
      eventId: p.laterWalk.eventId,
      seats: 2,
      status: "Pending",
      expiresAt: minutesAhead(10),
      channel: "Public",
    });
    const response = await p.owner.put(`${p.bookingUrl(hold.id)}/quantities`, { items: [adults(5)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "Pending", seats: 5, total: 5 * 12900 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 1, held: 5, available: 4 });
  });

  it("refuses bad tickets with 400 and a clear title, changing nothing", async () => {
    const p = await paidBooking(2);
    const cases: [unknown, string, Record<string, string[]>?][] = [
      [{ items: [adults(0)] }, "Choose at least one ticket", { items: ["Choose at least one ticket"] }],
      [{ items: [adults(0), children(0)] }, "Choose at least one ticket"],
      [{ items: [] }, "items: Choose at least one ticket"],
      [
        { items: [children(5)] },
        "Check the tickets",
        { items: ["Child: between 0 and 4 tickets per booking"] },
      ],
      [
        { items: [{ ticketCategoryId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] },
        "Check the tickets",
        { items: ["This experience has no such ticket category: 00000000-0000-4000-8000-000000000000"] },
      ],
      [{ items: [adults(-1)] }, "items.0.quantity: Must be 0 or more"],
      [{ items: [adults(1.5)] }, "items.0.quantity: Must be a whole number"],
      [{ items: [{ ticketCategoryId: "x", quantity: 1 }] }, "items.0.ticketCategoryId: Must be an id"],
      [{}, "items: Invalid input: expected array, received undefined"],
    ];
    const before = await p.detail(p.booking.id);
    for (const [body, title, errors] of cases) {
      const response = await p.change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().title, JSON.stringify(body)).toBe(title);
      if (errors) expect(response.json().errors).toEqual(errors);
    }
    expect(await p.detail(p.booking.id)).toEqual(before);
  });

  it("writes nothing when the tickets stay the same", async () => {
    const p = await paidBooking(2);
    const response = await p.change({ items: [adults(1), adults(1)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ seats: 2, total: 25800 });
    expect((await p.history(p.booking.id)).map((h) => h.action)).toEqual(["Created"]);
  });

  it("answers a retry with the same Idempotency-Key as the first call, taking the seats once", async () => {
    const p = await paidBooking(2);
    const first = await p.change({ items: [adults(4)] }, withKey("qty-1"));
    const again = await p.change({ items: [adults(4)] }, withKey("qty-1"));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 4 });
    expect((await p.history(p.booking.id)).filter((h) => h.action === "QuantitiesChanged")).toHaveLength(1);
    expect((await p.change({ items: [adults(5)] }, withKey("qty-1"))).statusCode).toBe(422);
  });
});
