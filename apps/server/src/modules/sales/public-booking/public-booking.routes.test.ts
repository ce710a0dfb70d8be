import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { bookings } from "../../../db/schema/catalogue";
import { emailOutbox } from "../../../db/schema/emails";
import { insertExperience } from "../../../../test/fixtures/event-test-support";
import { sandboxCards } from "../../payments/providers/sandbox/sandbox-ledger";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const range = () =>
  `from=${new Date(Date.now() - 864e5).toISOString()}&to=${new Date(Date.now() + 20 * 864e5).toISOString()}`;

describe("the public booking API", () => {
  it("lists published Public experiences and their departures with seats left, to anyone, from any origin", async () => {
    const d = await publicDeparture(t);
    await insertExperience(t.database.db, d.scope, { name: "Secret Draft", status: "Draft" });
    const list = await t.app.inject({ method: "GET", url: `${d.base}/experiences` });
    expect(list.statusCode).toBe(200);
    expect(list.headers["access-control-allow-origin"]).toBe("*");
    const experiences = list.json() as {
      id: string;
      fromPrice: number;
      ticketCategories: { price: number }[];
    }[];
    expect(experiences.map((e) => e.id)).toEqual([d.experienceId]);
    expect(experiences[0]).toMatchObject({ fromPrice: 12900, currency: "ISK" });

    // A project's booking widget lists only that project's experiences.
    const otherProjectId = await d.createProject("Puffin Island");
    const puffins = await insertExperience(
      t.database.db,
      { tenantId: d.scope.tenantId, projectId: otherProjectId },
      { name: "Puffins" },
    );
    const ids = async (query: string) =>
      (
        (await t.app.inject({ method: "GET", url: `${d.base}/experiences${query}` })).json() as {
          id: string;
        }[]
      ).map((e) => e.id);
    expect((await ids("")).sort()).toEqual([d.experienceId, puffins].sort());
    expect(await ids(`?project=${otherProjectId}`)).toEqual([puffins]);
    expect(await ids(`?project=${d.projectId}`)).toEqual([d.experienceId]);
    expect(await ids("?project=no-such-project")).toEqual([]);

    const events = await t.app.inject({
      method: "GET",
      url: `${d.base}/events?experienceId=${d.experienceId}&${range()}`,
    });
    expect(events.json()).toMatchObject([{ id: d.eventId, available: 5, soldOut: false }]);

    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: `${d.base}/bookings`,
      headers: { origin: "https://tours.example.com", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-headers"]).toMatch(/idempotency-key/);

    expect(
      (await t.app.inject({ method: "GET", url: "/no-such-company/api/public/experiences" })).statusCode,
    ).toBe(404);
    const badRange = await t.app.inject({
      method: "GET",
      url: `${d.base}/events?experienceId=${d.experienceId}&from=x&to=y`,
    });
    expect(badRange.statusCode).toBe(400);
  });

  it("holds the seats for 15 minutes and sends the customer to the sandbox page, where a good card confirms", async () => {
    const d = await publicDeparture(t);
    const response = await d.book(2);
    expect(response.statusCode).toBe(201);
    const created = response.json() as {
      id: string;
      reference: string;
      status: string;
      expiresAt: string;
      paymentUrl: string;
      total: number;
    };
    expect(created).toMatchObject({ status: "Pending", total: 25800, currency: "ISK" });
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(created.paymentUrl).toMatch(/\/pay\/[0-9a-f-]{36}$/);

    const pagePath = await d.pagePath(created.paymentUrl);
    expect(pagePath).toMatch(/^\/pay\/sandbox\/[0-9a-f-]{36}\?lang=en$/);
    const page = await t.app.inject({ method: "GET", url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(created.reference);
    const paid = await d.pay(created.paymentUrl, sandboxCards.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/booking/${created.id}`);
    expect(await d.booking(created.id)).toMatchObject({
      status: "Confirmed",
      paid: 25800,
      paymentStatus: "Paid",
      paymentMethod: "Card",
    });
    expect((await d.attempts(created.id)).map((a) => [a.kind, a.result])).toEqual([["Payment", "Success"]]);
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, created.id));
    expect(email).toMatchObject({ kind: "BookingConfirmed", to: "kari@example.com", status: "Pending" });
    expect(email!.text).toContain(created.reference);
    expect(email!.text).toContain(`/${d.tenant.identifier}/booking/${created.id}`);
    const view = await t.app.inject({ method: "GET", url: `${d.base}/bookings/${created.id}` });
    expect(view.json()).toMatchObject({
      reference: created.reference,
      status: "Confirmed",
      total: 25800,
      paid: 25800,
      paymentUrl: null,
      items: [{ quantity: 2, unitPrice: 12900 }],
    });
    const stranger = await publicDeparture(t);
    expect(
      (await t.app.inject({ method: "GET", url: `${stranger.base}/bookings/${created.id}` })).statusCode,
    ).toBe(404);
    // Paying again on the same page changes nothing, and the payment address now leads to the booking.
    const again = await t.app.inject({
      method: "POST",
      url: pagePath,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams({ card: sandboxCards.succeeds }).toString(),
    });
    expect(again.statusCode).toBe(409);
    const revisit = await t.app.inject({ method: "GET", url: new URL(created.paymentUrl).pathname });
    expect(revisit.statusCode).toBe(303);
    expect(revisit.headers.location).toContain(`/booking/${created.id}`);
    expect(await d.booking(created.id)).toMatchObject({ paid: 25800 });
  });

  it("keeps a declined booking's hold only until it runs out", async () => {
    const d = await publicDeparture(t, 3);
    const created = (await d.book(3)).json() as { id: string; paymentUrl: string };
    const declined = await d.pay(created.paymentUrl, sandboxCards.declines);
    expect(declined.statusCode).toBe(402);
    expect(await d.booking(created.id)).toMatchObject({ status: "Pending" });
    expect((await d.attempts(created.id))[0]).toMatchObject({ result: "Failed" });
    expect((await d.book(1)).statusCode).toBe(409);
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, created.id));
    expect((await d.book(1)).statusCode).toBe(201);
  });

  it("confirms a payment that lands after the hold ran out when the seats are still free, and refunds it when not", async () => {
    const d = await publicDeparture(t, 2);
    const first = (await d.book(2)).json() as { id: string; paymentUrl: string };
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.id));
    expect((await d.pay(first.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    expect(await d.booking(first.id)).toMatchObject({ status: "Confirmed", paymentStatus: "Paid" });

    const e = await publicDeparture(t, 2);
    const late = (await e.book(2)).json() as { id: string; paymentUrl: string };
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, late.id));
    const other = (await e.book(2)).json() as { id: string; paymentUrl: string };
    expect((await e.pay(other.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    expect((await e.pay(late.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    expect(await e.booking(late.id)).toMatchObject({
      status: "Expired",
      paid: 25800,
      refunded: 25800,
      paymentStatus: "Refunded",
    });
    const attempts = await e.attempts(late.id);
    expect(attempts.map((a) => [a.kind, a.result, a.refundReason])).toEqual(
      expect.arrayContaining([
        ["Payment", "Success", null],
        ["Refund", "Success", "Other"],
      ]),
    );
    expect(await e.booking(other.id)).toMatchObject({ status: "Confirmed" });
  });

  it("refuses bad input with field messages, too many seats with 409, and books once per Idempotency-Key", async () => {
    const d = await publicDeparture(t, 3);
    for (const extra of [{ acceptTerms: false }, { customer: { name: "", email: "nope" } }, { items: [] }]) {
      const response = await d.book(1, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toBeTruthy();
    }
    expect((await d.book(4)).json()).toMatchObject({ title: "Not enough seats left", available: 3 });
    const key = { "idempotency-key": "widget-5c1e" };
    const once = await d.book(1, {}, key);
    const again = await d.book(1, {}, key);
    expect(again.json().id).toBe(once.json().id);
    const seats = await t.app.inject({
      method: "GET",
      url: `${d.base}/events?experienceId=${d.experienceId}&${range()}`,
    });
    expect(seats.json()[0].available).toBe(2);
  });
});
