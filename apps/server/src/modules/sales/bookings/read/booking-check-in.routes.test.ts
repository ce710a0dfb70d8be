import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { memberClient } from "../../../../../test/factories";
import { bookingsProject, insertRawBooking, minutesAgo, minutesAhead } from "./read-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function confirmedBooking(seats = 3) {
  const p = await bookingsProject(t);
  const booking = await p.book({ eventId: p.walk.eventId, quantity: seats });
  const url = `${p.list}/${booking.id}/check-in`;
  const detail = async () => (await p.owner.get(`${p.list}/${booking.id}`)).json<BookingDetail>();
  return { ...p, booking, url, detail };
}

describe("checking in", () => {
  it("sets how many have arrived, up to the booking's seats, and writes each change to the history", async () => {
    const d = await confirmedBooking(3);
    const first = await d.owner.post(d.url, { seats: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json<BookingDetail>()).toMatchObject({ id: d.booking.id, checkedIn: 2 });
    expect((await d.owner.post(d.url, { seats: 3 })).json().checkedIn).toBe(3);
    expect((await d.owner.post(d.url, { seats: 0 })).json().checkedIn).toBe(0);
    const history = (await d.detail()).history;
    expect(history.map((h) => [h.action, h.details])).toEqual([
      ["Created", expect.objectContaining({ seats: 3 })],
      ["CheckedIn", { seats: 2 }],
      ["CheckedIn", { seats: 3 }],
      ["CheckedIn", { seats: 0 }],
    ]);
    expect(history[1]).toMatchObject({ actorKind: "Staff", actorUserId: d.owner.userId, actorName: "Owner" });
    const list = (await d.owner.get(d.list)).json();
    expect(list.items[0].checkedIn).toBe(0);
  });

  it("refuses more than the booking's seats with a field message, changing nothing", async () => {
    const d = await confirmedBooking(3);
    await d.owner.post(d.url, { seats: 1 });
    const response = await d.owner.post(d.url, { seats: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ seats: ["The maximum value allowed is 3"] });
    const detail = await d.detail();
    expect(detail.checkedIn).toBe(1);
    expect(detail.history).toHaveLength(2);
  });

  it("refuses bad bodies with a field message, writing nothing", async () => {
    const d = await confirmedBooking(2);
    for (const body of [{ seats: -1 }, { seats: 1.5 }, { seats: "2" }, {}, { seats: null }]) {
      const response = await d.owner.post(d.url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual(["seats"]);
    }
    expect((await d.owner.post(d.url, { seats: -1 })).json().errors.seats).toEqual([
      "The minimum value allowed is 0",
    ]);
    const detail = await d.detail();
    expect(detail.checkedIn).toBe(0);
    expect(detail.history).toHaveLength(1);
  });

  it("answers 409 for bookings that are not confirmed: holds, run-out holds, declined and cancelled", async () => {
    const p = await bookingsProject(t);
    const raw = { eventId: p.walk.eventId, seats: 2 };
    const refused = [
      await insertRawBooking(p.db, p.scope, { ...raw, status: "Pending", expiresAt: minutesAhead(10) }),
      await insertRawBooking(p.db, p.scope, { ...raw, status: "Pending", expiresAt: minutesAgo(10) }),
      await insertRawBooking(p.db, p.scope, { ...raw, status: "Declined" }),
      await insertRawBooking(p.db, p.scope, { ...raw, status: "Confirmed", cancelledAt: minutesAgo(1) }),
    ];
    for (const booking of refused) {
      const response = await p.owner.post(`${p.list}/${booking.id}/check-in`, { seats: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().title).toBe("Only confirmed bookings can be checked in");
      const detail = (await p.owner.get(`${p.list}/${booking.id}`)).json<BookingDetail>();
      expect(detail.checkedIn).toBe(0);
    }
    const confirmed = await insertRawBooking(p.db, p.scope, { ...raw, status: "Confirmed" });
    expect((await p.owner.post(`${p.list}/${confirmed.id}/check-in`, { seats: 2 })).statusCode).toBe(200);
  });

  it("lets a host at the desk check in, and answers 404 for another project's booking", async () => {
    const d = await confirmedBooking(2);
    const host = await memberClient(t.app, d.db, d.tenant.id, { project: d.projectId, role: "ProjectHost" });
    const response = await host.post(d.url, { seats: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json<BookingDetail>().history[1]).toMatchObject({ actorName: "ProjectHost" });
    const other = await d.createProject("Second Project");
    const wrong = await d.owner.post(`${d.tenant.api}/${other}/bookings/${d.booking.id}/check-in`, {
      seats: 1,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().title).toBe("Booking not found");
  });
});
