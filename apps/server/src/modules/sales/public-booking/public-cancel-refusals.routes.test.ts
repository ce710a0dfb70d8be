import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { bookings, events } from "../../../db/schema/catalogue";
import { cancelDeparture, customerEmail } from "./public-cancel-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const wrongEmail = "Enter the email address the booking was made with";
const tooLate = "This booking can no longer be cancelled online";

describe("a customer's cancellation that is refused", () => {
  it("asks for the booking's own email address and changes nothing until it is given", async () => {
    const d = await cancelDeparture(t);
    const created = await d.paidBooking(2);
    const before = { row: await d.booking(created.id), history: await d.history(created.id) };
    for (const body of [{ email: "someone@example.com" }, { email: "   " }, {}]) {
      const response = await d.cancel(created.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual({ email: [wrongEmail] });
    }
    expect(await d.booking(created.id)).toEqual(before.row);
    expect(await d.history(created.id)).toEqual(before.history);
    expect((await d.attempts(created.id)).filter((r) => r.kind === "Refund")).toEqual([]);
    expect(await d.available()).toBe(3);
    expect((await d.view(created.id)).cancellation.allowed).toBe(true);
  });

  it("sends a booking paid in cash at the desk to the company, changing nothing", async () => {
    const d = await cancelDeparture(t);
    const cash = await d.cashBooking(2);
    const view = await d.view(cash.id);
    expect(view.cancellation).toMatchObject({ allowed: false, refusal: "ContactCompany", refund: 25800 });
    const before = await d.booking(cash.id);
    const response = await d.cancel(cash.id, { email: customerEmail });
    expect(response.statusCode).toBe(409);
    const company = (await t.app.inject({ method: "GET", url: `${d.base}/company` })).json<{
      name: string;
    }>();
    expect(response.json().title).toBe(`Contact ${company.name} to cancel this booking`);
    expect(await d.booking(cash.id)).toEqual(before);
    expect(await d.available()).toBe(3);
  });

  it("refuses once the departure has started", async () => {
    const d = await cancelDeparture(t);
    const created = await d.paidBooking(1);
    const startAt = new Date(Date.now() - 3_600_000);
    await t.database.db
      .update(events)
      .set({ startAt, endAt: new Date(startAt.getTime() + 3 * 3_600_000) })
      .where(eq(events.id, d.eventId));
    expect((await d.view(created.id)).cancellation).toMatchObject({ allowed: false, refusal: "Started" });
    const before = await d.booking(created.id);
    const response = await d.cancel(created.id, { email: customerEmail });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(tooLate);
    expect(await d.booking(created.id)).toEqual(before);
  });

  it("refuses a hold that has run out", async () => {
    const d = await cancelDeparture(t);
    const held = await d.hold(1);
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.id));
    expect((await d.view(held.id)).cancellation).toMatchObject({ allowed: false, refusal: "NotLive" });
    const response = await d.cancel(held.id, { email: customerEmail });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(tooLate);
  });

  it("finds no booking of another company, nor one that does not exist", async () => {
    const d = await cancelDeparture(t);
    const created = await d.paidBooking(1);
    const stranger = await cancelDeparture(t);
    const elsewhere = await d.cancel(created.id, { email: customerEmail }, {}, stranger.base);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().title).toBe("Booking not found");
    const unknown = await d.cancel("00000000-0000-4000-8000-000000000000", { email: customerEmail });
    expect(unknown.statusCode).toBe(404);
    const noCompany = await d.cancel(created.id, { email: customerEmail }, {}, "/no-such-company/api/public");
    expect(noCompany.statusCode).toBe(404);
    expect((await d.booking(created.id)).cancelledAt).toBeNull();
  });
});
