import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventManifest } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { experiences } from "../../../../db/schema/catalogue";
import { adultCategoryId, insertEvent } from "../../../../../test/fixtures/event-test-support";
import { bookingsProject, insertRawBooking, minutesAgo, minutesAhead } from "./read-test-support";

const pickupFieldId = "0b6f3a52-7c1e-4c1e-9b8f-2d6a1f0e9c31";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a departure's manifest", () => {
  it("lists the bookings that sold or hold seats, oldest first, with tickets, answers and totals", async () => {
    const p = await bookingsProject(t);
    const question = {
      id: pickupFieldId,
      label: { EN: "Pick-up hotel", IS: "Hótel" },
      type: "Text" as const,
      required: false,
      options: [],
      per: "Booking" as const,
    };
    await p.db
      .update(experiences)
      .set({ customFields: [question] })
      .where(eq(experiences.id, p.walk.experienceId));
    const made = await p.owner.post(p.list, {
      items: [{ eventId: p.walk.eventId, ticketCategoryId: adultCategoryId, quantity: 2 }],
      customer: { name: "Anna Jónsdóttir", email: "anna@example.com", phone: "5551234" },
      answers: [{ fieldId: pickupFieldId, value: "Hótel Borg" }],
      paymentMethod: "Cash",
    });
    const anna = made.json<{ id: string; reference: string }>();
    const bjorn = await p.book({
      eventId: p.walk.eventId,
      customer: { name: "Björn" },
      paymentMethod: "Unknown",
    });
    const raw = { eventId: p.walk.eventId, seats: 1 };
    const holding = await insertRawBooking(p.db, p.scope, {
      ...raw,
      status: "Pending",
      expiresAt: minutesAhead(5),
    });
    await insertRawBooking(p.db, p.scope, { ...raw, status: "Pending", expiresAt: minutesAgo(5) });
    await insertRawBooking(p.db, p.scope, { ...raw, status: "Pending", expiresAt: null });
    await insertRawBooking(p.db, p.scope, { ...raw, status: "Declined" });
    await insertRawBooking(p.db, p.scope, { ...raw, status: "Confirmed", cancelledAt: minutesAgo(1) });
    await p.book({ eventId: p.cave.eventId });
    await p.owner.post(`${p.list}/${anna.id}/check-in`, { seats: 2 });

    const response = await p.owner.get(`${p.api}/events/${p.walk.eventId}/manifest`);
    expect(response.statusCode).toBe(200);
    const manifest = response.json<EventManifest>();
    expect(manifest).toMatchObject({
      eventId: p.walk.eventId,
      eventStart: p.walk.start.toISOString(),
      experienceName: { EN: "Glacier Walk", IS: "Glacier Walk (IS)" },
      totals: { seats: 4, checkedIn: 2 },
    });
    expect(manifest.bookings.map((b) => b.id)).toEqual([anna.id, bjorn.id, holding.id]);
    expect(manifest.bookings[0]).toEqual({
      id: anna.id,
      reference: anna.reference,
      status: "Confirmed",
      customer: { name: "Anna Jónsdóttir", email: "anna@example.com", phone: "5551234" },
      items: [{ name: { EN: "Adult", IS: "Fullorðinn" }, quantity: 2 }],
      seats: 2,
      checkedIn: 2,
      paymentStatus: "Paid",
      total: 25800,
      paid: 25800,
      currency: "ISK",
      answers: [{ fieldId: pickupFieldId, label: { EN: "Pick-up hotel", IS: "Hótel" }, value: "Hótel Borg" }],
    });
    expect(manifest.bookings[1]).toMatchObject({ paymentStatus: "Unpaid", paid: 0, answers: [] });
    expect(manifest.bookings[2]).toMatchObject({ status: "Pending", seats: 1, checkedIn: 0 });
  });

  it("answers an empty manifest for a departure nobody has booked", async () => {
    const p = await bookingsProject(t);
    const manifest = (await p.owner.get(`${p.api}/events/${p.cave.eventId}/manifest`)).json<EventManifest>();
    expect(manifest).toMatchObject({
      eventId: p.cave.eventId,
      bookings: [],
      totals: { seats: 0, checkedIn: 0 },
    });
  });

  it("answers 404 for an unknown event and for another project's, 400 for an id that is not one", async () => {
    const p = await bookingsProject(t);
    const unknown = await p.owner.get(`${p.api}/events/6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c98/manifest`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Event not found");
    const other = await p.createProject("Second Project");
    const otherScope = { tenantId: p.tenant.id, projectId: other };
    const theirs = await insertEvent(p.db, otherScope, {
      experienceId: p.walk.experienceId,
      start: p.walk.start,
    });
    expect((await p.owner.get(`${p.api}/events/${theirs}/manifest`)).statusCode).toBe(404);
    expect((await p.owner.get(`${p.tenant.api}/${other}/events/${p.walk.eventId}/manifest`)).statusCode).toBe(
      404,
    );
    const elsewhere = await bookingsProject(t);
    expect((await elsewhere.owner.get(`${elsewhere.api}/events/${p.walk.eventId}/manifest`)).statusCode).toBe(
      404,
    );
    const bad = await p.owner.get(`${p.api}/events/not-an-id/manifest`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
  });
});
