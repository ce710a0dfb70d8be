import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { bookingHistory, idempotencyKeys } from "../../../db/schema/bookings";
import { bookings, events } from "../../../db/schema/catalogue";
import { insertAsset, needAsset } from "../../../../test/fixtures/event-test-support";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";
import { bookInOneStatement, fitsOneStatement, prepareBooking, type NewBooking } from "./booking.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Departure = Awaited<ReturnType<typeof publicDeparture>>;

/** A customer's hold of `quantity` seats, as the public booking asks for it. */
const holdRequest = (d: Departure, quantity: number): NewBooking => ({
  tenantId: d.scope.tenantId,
  channel: "Public",
  creator: { kind: "Customer" },
  items: [{ eventId: d.eventId, ticketCategoryId: d.body(1).items[0]!.ticketCategoryId, quantity }],
  customer: { name: "Kári", email: "kari@example.com" },
  answers: [],
  settlement: { kind: "hold", holdMinutes: 15 },
});

describe("a customer's hold written by one statement", () => {
  it("writes the booking, its items, history and payment attempt, and stores the answer under the key", async () => {
    const d = await publicDeparture(t, 4);
    const key = { "idempotency-key": "one-statement-1" };
    const created = await d.book(2, {}, key);
    expect(created.statusCode).toBe(201);
    const { id, paymentUrl } = created.json();
    const booking = await d.booking(id);
    expect(booking).toMatchObject({
      status: "Pending",
      seats: 2,
      overbooked: false,
      paymentStatus: "Unpaid",
    });
    const [history] = await t.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, id));
    expect(history!.details).toMatchObject({ status: "Pending", seats: 2, overbooked: false });
    const [attempt] = await d.attempts(id);
    expect(attempt).toMatchObject({ result: "Pending", amount: booking.total });
    expect(paymentUrl).toContain(`/pay/${attempt!.id}`);
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.tenantId, d.scope.tenantId), eq(idempotencyKeys.key, key["idempotency-key"])),
      );
    expect(stored).toMatchObject({ statusCode: 201, lockedUntil: null });
    expect(stored!.response).toMatchObject(created.json());
    expect((await d.book(2, {}, key)).json()).toEqual(created.json());
    expect(await t.database.db.select().from(bookings).where(eq(bookings.eventId, d.eventId))).toHaveLength(
      1,
    );
  });

  it("answers 409 with the seats left and gives the key back, so the same call can be tried again", async () => {
    const d = await publicDeparture(t, 3);
    await d.book(2);
    const key = { "idempotency-key": "one-statement-full" };
    for (let i = 0; i < 2; i += 1) {
      const refused = await d.book(2, {}, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ title: "Not enough seats left", available: 1 });
    }
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key["idempotency-key"]));
    expect(keys).toHaveLength(0);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.eventId, d.eventId))).toHaveLength(
      1,
    );
  });

  it("checks the departure again under its lock: cancelled answers 409, deleted 404, closed has no seats", async () => {
    const d = await publicDeparture(t, 5);
    const prepared = await prepareBooking(t.database.db, holdRequest(d, 1));
    expect(fitsOneStatement(prepared)).toBe(true);
    const setStatus = (status: string) =>
      t.database.db.update(events).set({ status }).where(eq(events.id, d.eventId));
    await setStatus("Cancelled");
    await expect(bookInOneStatement(t.database.db, prepared)).rejects.toMatchObject({
      status: 409,
      title: "The event is cancelled",
    });
    await setStatus("Closed");
    await expect(bookInOneStatement(t.database.db, prepared)).rejects.toMatchObject({
      status: 409,
      extra: { available: 0 },
    });
    await setStatus("Deleted");
    await expect(bookInOneStatement(t.database.db, prepared)).rejects.toMatchObject({ status: 404 });
    expect(await t.database.db.select().from(bookings).where(eq(bookings.eventId, d.eventId))).toHaveLength(
      0,
    );
  });

  it("leaves a departure that needs an asset pool to the transaction, which counts the pool", async () => {
    const d = await publicDeparture(t, 10);
    const assetId = await insertAsset(t.database.db, d.scope.tenantId, { name: "Kayak", quantity: 3 });
    const prepared = await prepareBooking(t.database.db, holdRequest(d, 1));
    // The pool is needed from now on: the statement finds it under the lock and writes nothing.
    await needAsset(t.database.db, d.scope.tenantId, {
      experienceId: d.experienceId,
      assetId,
      quantity: 1,
      per: "Person",
    });
    expect(await bookInOneStatement(t.database.db, prepared)).toBe("pooled");
    const booked = await d.book(3);
    expect(booked.statusCode).toBe(201);
    expect(await d.booking(booked.json().id)).toMatchObject({ status: "Pending", seats: 3 });
    expect((await d.book(1)).json()).toMatchObject({ title: "Not enough seats left", available: 0 });
  });
});

describe("the sale context kept for the next booking", () => {
  it("is read again once the company's sale terms change anywhere, and not because of bookings", async () => {
    const d = await publicDeparture(t, 10);
    const total = async () => {
      const created = await d.book(1);
      expect(created.statusCode).toBe(201);
      return (created.json() as { total: number }).total;
    };
    expect(await total()).toBe(12900);
    // Another process changes the price: the database announces it.
    await t.database.db.execute(
      sql`update experiences set ticket_categories = jsonb_set(ticket_categories, '{0,price}', '15900')
          where id = ${d.experienceId}`,
    );
    await t.app.changeFeed.settle();
    expect(await total()).toBe(15900);
    await t.database.db.update(events).set({ status: "Closed" }).where(eq(events.id, d.eventId));
    await t.app.changeFeed.settle();
    expect((await d.book(1)).json()).toMatchObject({
      status: 409,
      title: "Sales for this departure are closed",
    });
  });
});

/** Real parallel statements need a server with a connection pool; PGlite runs one at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("one-statement holds on PostgreSQL", () => {
  it("counts a hold committed while the statement waited for the departure's lock", async () => {
    const d = await publicDeparture(t, 2);
    const prepared = await prepareBooking(t.database.db, holdRequest(d, 1));
    const other = new pg.Client({ connectionString: t.database.databaseUrl });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select id from events where id = $1 for update", [d.eventId]);
      const waiting = bookInOneStatement(t.database.db, prepared).then(
        () => "booked",
        (error: { status?: number; extra?: { available?: number } }) =>
          `${error.status} ${error.extra?.available}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.query(
        `insert into bookings (tenant_id, project_id, event_id, status, seats, expires_at)
         values ($1, $2, $3, 'Pending', 2, now() + interval '15 minutes')`,
        [d.scope.tenantId, d.scope.projectId, d.eventId],
      );
      await other.query("commit");
      expect(await waiting).toBe("409 0");
    } finally {
      await other.end();
    }
  });

  it("sells exactly the seats there are when many customers book the last seats at once", async () => {
    const d = await publicDeparture(t, 7);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, async () =>
        bookInOneStatement(t.database.db, await prepareBooking(t.database.db, holdRequest(d, 1))),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(7);
    expect(refused).toHaveLength(33);
    for (const outcome of refused)
      expect(outcome.reason).toMatchObject({ status: 409, extra: { available: 0 } });
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, d.eventId), eq(bookings.status, "Pending")));
    expect(held.reduce((sum, booking) => sum + booking.seats, 0)).toBe(7);
  });
});
