import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { memberClient } from "../../../../../test/factories";
import {
  adultCategoryId,
  insertEvent,
  insertExperience,
} from "../../../../../test/fixtures/event-test-support";
import { insertRawBooking, minutesAgo, minutesAhead } from "../read/read-test-support";
import { adult, changesProject, child, recordingHubs, withKey } from "./change-test-support";

let t: TestApp;
let announced: ReturnType<typeof recordingHubs>;
beforeAll(async () => {
  t = await createTestApp();
  announced = recordingHubs(t);
});
afterAll(async () => t.close());

async function paidBooking(quantity = 2, laterCapacity = 10) {
  const p = await changesProject(t, laterCapacity);
  const booking = await p.book({ eventId: p.walk.eventId, quantity });
  const move = (body: unknown, extra = {}) =>
    p.owner.request("POST", `${p.bookingUrl(booking.id)}/move`, body, extra);
  return { ...p, booking, move };
}

describe("moving a booking", () => {
  it("moves a confirmed booking to another departure: seats taken there, given back here, in its history", async () => {
    const p = await paidBooking(2);
    await p.owner.post(`${p.bookingUrl(p.booking.id)}/check-in`, { seats: 1 });
    announced.length = 0;
    const response = await p.move({ eventId: p.laterWalk.eventId });
    expect(response.statusCode).toBe(200);
    const moved = response.json<BookingDetail>();
    expect(moved).toMatchObject({
      id: p.booking.id,
      eventId: p.laterWalk.eventId,
      eventStart: p.laterWalk.start.toISOString(),
      seats: 2,
      total: 25800,
      paid: 25800,
      paymentStatus: "Paid",
      checkedIn: 0,
      overbooked: false,
    });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 0, available: 40 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 2, available: 8 });
    expect((await p.eventRow(p.walk.eventId)).bookingsSold).toBe(0);
    expect((await p.eventRow(p.laterWalk.eventId)).bookingsSold).toBe(1);
    expect(moved.history.at(-1)).toMatchObject({
      action: "Moved",
      actorKind: "Staff",
      actorUserId: p.owner.userId,
      actorName: "Owner",
      details: {
        fromEventId: p.walk.eventId,
        fromStart: p.walk.start.toISOString(),
        toEventId: p.laterWalk.eventId,
        toStart: p.laterWalk.start.toISOString(),
        seats: 2,
        previousTotal: 25800,
        total: 25800,
        overbooked: false,
      },
    });
    expect(announced).toEqual([{ projectId: p.projectId, eventIds: [p.walk.eventId, p.laterWalk.eventId] }]);
  });

  it("prices the tickets as the other experience sells them now, leaving the difference as the balance", async () => {
    const p = await paidBooking(2);
    await p.setCategories(p.cave.experienceId, [{ ...adult, price: 20000, vatRate: 24 }]);
    const dearer = (await p.move({ eventId: p.cave.eventId })).json<BookingDetail>();
    expect(dearer).toMatchObject({
      eventId: p.cave.eventId,
      experienceId: p.cave.experienceId,
      total: 40000,
      subtotal: 40000,
      paid: 25800,
      paymentStatus: "Unpaid",
      vat: [{ rate: 24, net: 32258, vat: 7742 }],
      items: [{ ticketCategoryId: adultCategoryId, quantity: 2, unitPrice: 20000, vatRate: 24 }],
    });
    expect(dearer.total - dearer.paid + dearer.refunded).toBe(14200);

    await p.setCategories(p.walk.experienceId, [{ ...adult, price: 10000 }]);
    const cheaper = (await p.move({ eventId: p.walk.eventId })).json<BookingDetail>();
    expect(cheaper).toMatchObject({ total: 20000, paid: 25800, paymentStatus: "Paid" });
    expect(cheaper.history.filter((h) => h.action === "Moved").map((h) => h.details.total)).toEqual([
      40000, 20000,
    ]);
  });

  it("refuses a departure without enough seats with 409, changing nothing; a manager may overbook it", async () => {
    const p = await paidBooking(3, 2);
    const before = await p.detail(p.booking.id);
    announced.length = 0;
    const response = await p.move({ eventId: p.laterWalk.eventId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: "Not enough seats left", available: 2 });
    expect(await p.detail(p.booking.id)).toEqual(before);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 3 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 0, available: 2 });
    expect(announced).toEqual([]);

    const host = await memberClient(t.app, p.db, p.tenant.id, { project: p.projectId, role: "ProjectHost" });
    const byHost = await host.post(`${p.bookingUrl(p.booking.id)}/move`, {
      eventId: p.laterWalk.eventId,
      overbook: true,
    });
    expect(byHost.statusCode).toBe(403);
    expect(await p.detail(p.booking.id)).toEqual(before);

    const overbooked = await p.move({ eventId: p.laterWalk.eventId, overbook: true });
    expect(overbooked.statusCode).toBe(200);
    expect(overbooked.json()).toMatchObject({ eventId: p.laterWalk.eventId, overbooked: true });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 3, available: 0 });
  });

  it("lets only one of two bookings racing for a departure's last seats in", async () => {
    const p = await paidBooking(2, 3);
    const other = await p.book({ eventId: p.walk.eventId, quantity: 2 });
    const answers = await Promise.all(
      [p.booking.id, other.id].map((id) =>
        p.owner.post(`${p.bookingUrl(id)}/move`, { eventId: p.laterWalk.eventId }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 2, available: 1 });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 2 });
  });

  it("moves two bookings the opposite ways between two departures at once", async () => {
    const p = await paidBooking(2);
    const other = await p.book({ eventId: p.laterWalk.eventId, quantity: 3 });
    const answers = await Promise.all([
      p.move({ eventId: p.laterWalk.eventId }),
      p.owner.post(`${p.bookingUrl(other.id)}/move`, { eventId: p.walk.eventId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 3 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 2 });
  });

  it("moves a live hold with its seats, leaving the sold counts alone", async () => {
    const p = await paidBooking(1);
    const hold = await insertRawBooking(p.db, p.scope, {
      eventId: p.walk.eventId,
      seats: 3,
      status: "Pending",
      expiresAt: minutesAhead(10),
      channel: "Public",
    });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 1, held: 3 });
    const response = await p.owner.post(`${p.bookingUrl(hold.id)}/move`, { eventId: p.laterWalk.eventId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "Pending", eventId: p.laterWalk.eventId, seats: 3 });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 1, held: 0 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 0, held: 3, available: 7 });
  });

  it("refuses departures it cannot go to with a clear title", async () => {
    const p = await paidBooking(2);
    const url = `${p.bookingUrl(p.booking.id)}/move`;
    const left = await insertEvent(p.db, p.scope, {
      experienceId: p.walk.experienceId,
      start: minutesAgo(30),
    });
    const cancelled = await insertEvent(p.db, p.scope, {
      experienceId: p.walk.experienceId,
      start: minutesAhead(600),
      status: "Cancelled",
    });
    const otherKinds = await insertExperience(p.db, p.scope, { name: "Kayak" });
    await p.setCategories(otherKinds, [child]);
    const kayak = await insertEvent(p.db, p.scope, { experienceId: otherKinds, start: minutesAhead(600) });
    const elsewhere = await p.createProject("Other Tours");
    const otherProject = await insertEvent(
      p.db,
      { tenantId: p.tenant.id, projectId: elsewhere },
      {
        experienceId: p.walk.experienceId,
        start: minutesAhead(600),
      },
    );
    const cases: [unknown, number, string][] = [
      [{ eventId: p.walk.eventId }, 400, "The booking is already on this departure"],
      [{ eventId: left }, 409, "This departure has already left"],
      [{ eventId: cancelled }, 409, "The event is cancelled"],
      [{ eventId: kayak }, 409, "That departure's experience does not sell this booking's ticket categories"],
      [{ eventId: otherProject }, 404, "Event not found"],
      [{ eventId: "00000000-0000-4000-8000-000000000000" }, 404, "Event not found"],
      [{ eventId: "not-an-id" }, 400, "eventId: Must be an id"],
      [{}, 400, "eventId: Invalid input: expected string, received undefined"],
      [
        { eventId: p.laterWalk.eventId, overbook: "yes" },
        400,
        "overbook: Invalid input: expected boolean, received string",
      ],
    ];
    const before = await p.detail(p.booking.id);
    for (const [body, status, title] of cases) {
      const response = await p.owner.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().title, JSON.stringify(body)).toBe(title);
    }
    expect(await p.detail(p.booking.id)).toEqual(before);
  });

  it("refuses bookings that are cancelled or have ended with 409", async () => {
    const p = await paidBooking(1);
    const raw = { eventId: p.walk.eventId, seats: 2 };
    const ended = await Promise.all([
      insertRawBooking(p.db, p.scope, { ...raw, status: "Expired" }),
      insertRawBooking(p.db, p.scope, { ...raw, status: "Failed" }),
      insertRawBooking(p.db, p.scope, { ...raw, status: "Pending", expiresAt: minutesAgo(1) }),
    ]);
    const cancelled = await insertRawBooking(p.db, p.scope, {
      ...raw,
      status: "Confirmed",
      cancelledAt: minutesAgo(5),
    });
    for (const booking of ended) {
      const response = await p.owner.post(`${p.bookingUrl(booking.id)}/move`, {
        eventId: p.laterWalk.eventId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().title).toBe(
        "Only a confirmed booking, or a pending one still holding its seats, can be changed",
      );
    }
    const response = await p.owner.post(`${p.bookingUrl(cancelled.id)}/move`, {
      eventId: p.laterWalk.eventId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe("This booking is cancelled and can no longer be changed");
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 0, held: 0 });
  });

  it("answers a retry with the same Idempotency-Key as the first call, moving the seats once", async () => {
    const p = await paidBooking(2);
    const first = await p.move({ eventId: p.laterWalk.eventId }, withKey("move-7f3a"));
    expect(first.statusCode).toBe(200);
    const again = await p.move({ eventId: p.laterWalk.eventId }, withKey("move-7f3a"));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 2 });
    expect((await p.history(p.booking.id)).filter((h) => h.action === "Moved")).toHaveLength(1);
    const otherBody = await p.move({ eventId: p.cave.eventId }, withKey("move-7f3a"));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().title).toBe("This Idempotency-Key was already used with a different request");
    const badKey = await p.move({ eventId: p.cave.eventId }, withKey(" "));
    expect(badKey.statusCode).toBe(400);
    expect((await p.detail(p.booking.id)).eventId).toBe(p.laterWalk.eventId);
  });
});
