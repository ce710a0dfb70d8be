import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../../test/fixtures/audit-test-support";
import { adultCategoryId } from "../../../../test/fixtures/event-test-support";
import { changesProject } from "./changes/change-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const adults = (quantity: number) => ({ ticketCategoryId: adultCategoryId, quantity });

/** The changes project with a later walk of 2 seats, and the desk's booking call on any departure. */
async function desk() {
  const p = await changesProject(t, 2);
  const book = (eventId: string, quantity: number, extra: Record<string, unknown> = {}) =>
    p.owner.post(p.list, {
      items: [{ eventId, ...adults(quantity) }],
      customer: { name: "Anna Jónsdóttir", email: "anna@example.com" },
      paymentMethod: "Unknown",
      ...extra,
    });
  const entries = (action?: string) => auditEntries(t.database.db, p.tenant.id, action);
  return { ...p, book, entries };
}

describe("the audit log of staff's sales", () => {
  it("records cash taken at the desk once, in major units, under the booking's reference", async () => {
    const p = await desk();
    const booked = await p.book(p.walk.eventId, 2, { paymentMethod: "Cash" });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, reference } = booked.json<{ id: string; reference: string }>();
    const entries = await p.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: "Money",
      action: "CashPaymentRecorded",
      actorId: p.owner.userId,
      actorName: "Owner",
      subjectType: "Booking",
      subjectId: id,
      subjectLabel: reference,
      projectId: p.projectId,
      before: { paid: 0 },
      after: { paid: 25800, currency: "ISK" },
    });
    // An unpaid booking takes no money and records nothing.
    expect((await p.book(p.walk.eventId, 1)).statusCode).toBe(201);
    expect(await p.entries()).toHaveLength(1);
  });

  it("records a booking taken past capacity, and nothing when overbooking was not asked for", async () => {
    const p = await desk();
    const refused = await p.book(p.laterWalk.eventId, 3);
    expect(refused.statusCode).toBe(409);
    expect(await p.entries()).toEqual([]);
    const overbooked = await p.book(p.laterWalk.eventId, 3, { overbook: true });
    expect(overbooked.statusCode, overbooked.body).toBe(201);
    const entries = await p.entries();
    expect(entries.map((e) => [e.area, e.action, e.subjectId, e.before, e.after])).toEqual([
      ["Capacity", "BookingOverbooked", overbooked.json().id, { seats: 0 }, { seats: 3, overbooked: true }],
    ]);
  });

  it("records more tickets, or a move, that overbook a departure", async () => {
    const p = await desk();
    const booking = (await p.book(p.laterWalk.eventId, 1)).json<{ id: string }>();
    const more = await p.owner.put(`${p.bookingUrl(booking.id)}/quantities`, {
      items: [adults(4)],
      overbook: true,
    });
    expect(more.statusCode, more.body).toBe(200);
    const other = (await p.book(p.walk.eventId, 2)).json<{ id: string }>();
    const moved = await p.owner.post(`${p.bookingUrl(other.id)}/move`, {
      eventId: p.laterWalk.eventId,
      overbook: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const entries = await p.entries("BookingOverbooked");
    expect(entries.map((e) => [e.subjectId, e.before, e.after])).toEqual([
      [booking.id, { seats: 1, seatsLeft: 1 }, { seats: 4, overbooked: true }],
      [
        other.id,
        { start: p.walk.start.toISOString(), seats: 2 },
        { start: p.laterWalk.start.toISOString(), seats: 2, overbooked: true },
      ],
    ]);
  });
});
