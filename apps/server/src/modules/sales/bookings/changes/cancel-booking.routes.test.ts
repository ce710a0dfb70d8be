import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CancellationQuote, CancelResult } from "@stund/shared/contracts/bookings/booking-changes";
import { experiences } from "../../../../db/schema/catalogue";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { insertEvent } from "../../../../../test/fixtures/event-test-support";
import { sandboxCards } from "../../../payments/providers/sandbox/sandbox-ledger";
import { findSandboxPaymentByReference } from "../../../payments/providers/sandbox/sandbox-ledger.repository";
import { publicDeparture } from "../../../../../test/fixtures/public-test-support";
import { insertRawBooking, minutesAhead } from "../read/read-test-support";
import { changesProject, recordingHubs, withKey } from "./change-test-support";

let t: TestApp;
let announced: ReturnType<typeof recordingHubs>;
beforeAll(async () => {
  t = await createTestApp();
  announced = recordingHubs(t);
});
afterAll(async () => t.close());

const cancelledTitle = "This booking is cancelled and can no longer be changed";

/** A booking of `quantity` adults paid in cash on the walk three days ahead (free to cancel until a day before). */
async function paidBooking(quantity = 2) {
  const p = await changesProject(t);
  const booking = await p.book({ eventId: p.walk.eventId, quantity });
  const url = p.bookingUrl(booking.id);
  const cancel = (body: unknown, extra = {}) => p.owner.request("POST", `${url}/cancel`, body, extra);
  const quote = async () => (await p.owner.get(`${url}/cancellation`)).json<CancellationQuote>();
  return { ...p, booking, url, cancel, quote };
}

/** A booking on a departure two hours ahead, inside a policy that keeps `feePercent` after 24 hours before. */
async function lateBooking(feePercent: number) {
  const p = await paidBooking(1);
  await p.db
    .update(experiences)
    .set({ cancellationPolicy: { freeUntilHours: 24, feePercent } })
    .where(eq(experiences.id, p.walk.experienceId));
  const soon = await insertEvent(p.db, p.scope, {
    experienceId: p.walk.experienceId,
    start: minutesAhead(120),
    capacity: 10,
  });
  const booking = await p.book({ eventId: soon, quantity: 2 });
  const url = p.bookingUrl(booking.id);
  return { ...p, soon, booking, url };
}

describe("cancelling a booking", () => {
  it("quotes the policy, then gives the seats back, marks it cancelled and writes the history", async () => {
    const p = await paidBooking(2);
    expect(await p.quote()).toEqual({
      cancellable: true,
      currency: "ISK",
      kept: 25800,
      fee: 0,
      refund: 25800,
      free: true,
      policy: { freeUntilHours: 24, feePercent: 100 },
      startsAt: p.walk.start.toISOString(),
      brokerRefundPossible: false,
    });
    announced.length = 0;
    const response = await p.cancel({ refundMethod: "None" });
    expect(response.statusCode).toBe(200);
    const result = response.json<CancelResult>();
    expect(result).toMatchObject({
      fee: 0,
      refund: 25800,
      free: true,
      refundMethod: "None",
      refundResult: null,
      refundError: null,
      booking: { id: p.booking.id, status: "Confirmed", paid: 25800, refunded: 0, paymentStatus: "Paid" },
    });
    expect(result.booking.cancelledAt).not.toBeNull();
    expect(result.booking.history.at(-1)).toMatchObject({
      action: "Cancelled",
      actorUserId: p.owner.userId,
      details: { seats: 2, kept: 25800, fee: 0, refund: 25800, free: true, refundMethod: "None" },
    });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 0, available: 40 });
    expect((await p.eventRow(p.walk.eventId)).bookingsSold).toBe(0);
    expect(announced).toEqual([{ projectId: p.projectId, eventIds: [p.walk.eventId] }]);
    expect((await p.quote()).cancellable).toBe(false);
  });

  it("keeps the policy's fee inside the fee period", async () => {
    const full = await lateBooking(100);
    const kept = (await full.owner.post(`${full.url}/cancel`, { refundMethod: "Cash" })).json<CancelResult>();
    expect(kept).toMatchObject({ fee: 25800, refund: 0, free: false, refundResult: null, refundError: null });
    const half = await lateBooking(50);
    const quote = (await half.owner.get(`${half.url}/cancellation`)).json<CancellationQuote>();
    expect(quote).toMatchObject({ kept: 25800, fee: 12900, refund: 12900, free: false });
    const cancelled = (
      await half.owner.post(`${half.url}/cancel`, { refundMethod: "None" })
    ).json<CancelResult>();
    expect(cancelled).toMatchObject({ fee: 12900, refund: 12900, refundMethod: "None" });
    expect(await half.seats(half.soon)).toMatchObject({ sold: 0 });
  });

  it("gives back in cash what the policy refunds, and a retry refunds nothing more", async () => {
    const half = await lateBooking(50);
    const cancel = () =>
      half.owner.request("POST", `${half.url}/cancel`, { refundMethod: "Cash" }, withKey("cancel-cash"));
    const response = await cancel();
    expect(response.statusCode).toBe(200);
    const result = response.json<CancelResult>();
    expect(result).toMatchObject({
      fee: 12900,
      refund: 12900,
      refundMethod: "Cash",
      refundError: null,
      refundResult: {
        result: "Success",
        amount: 12900,
        paid: 25800,
        refunded: 12900,
        paymentStatus: "PartialRefunded",
      },
      booking: { refunded: 12900, paymentStatus: "PartialRefunded" },
    });
    expect(result.booking.history.slice(-2)).toMatchObject([
      { action: "Cancelled", details: { fee: 12900, refund: 12900, refundMethod: "Cash" } },
      {
        action: "Refunded",
        actorUserId: half.owner.userId,
        details: {
          amount: 12900,
          reason: "CustomerRequest",
          method: "Cash",
          note: "Cancelled under the policy",
        },
      },
    ]);
    expect((await cancel()).json()).toEqual(result);
    const refunds = await half.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, half.booking.id));
    expect(
      refunds.filter((r) => r.kind === "Refund").map((r) => [r.amount, r.method, r.refundReason]),
    ).toEqual([[12900, "Cash", "CustomerRequest"]]);
  });

  it("refunds a card payment through the broker it was paid with", async () => {
    const d = await publicDeparture(t, 10);
    const created = (await d.book(2)).json<{ id: string; paymentUrl: string }>();
    expect((await d.pay(created.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    const url = `${d.api}/bookings/${created.id}`;
    const quote = (await d.owner.get(`${url}/cancellation`)).json<CancellationQuote>();
    expect(quote).toMatchObject({ kept: 25800, refund: 25800, brokerRefundPossible: true });
    const response = await d.owner.post(`${url}/cancel`, { refundMethod: "Broker" });
    expect(response.statusCode).toBe(200);
    expect(response.json<CancelResult>()).toMatchObject({
      refund: 25800,
      refundResult: { result: "Success", amount: 25800, refunded: 25800, paymentStatus: "Refunded" },
      refundError: null,
      booking: { refunded: 25800, paymentStatus: "Refunded" },
    });
    const payment = (await d.attempts(created.id)).find((a) => a.kind === "Payment");
    expect((await findSandboxPaymentByReference(t.database.db, payment!.id))?.refunded).toBe(25800);
  });

  it("keeps the booking cancelled and says why when the broker does not make the refund", async () => {
    const p = await paidBooking(2);
    // A card payment the sandbox has no record of: its refund is refused.
    await p.db
      .update(paymentTransactions)
      .set({ broker: "Sandbox", method: "Card", brokerReference: "sbp_unknown" })
      .where(eq(paymentTransactions.bookingId, p.booking.id));
    const response = await p.cancel({ refundMethod: "Broker" });
    expect(response.statusCode).toBe(200);
    const result = response.json<CancelResult>();
    expect(result).toMatchObject({
      refund: 25800,
      refundResult: null,
      refundError: "The payment broker did not make the refund",
      booking: { refunded: 0, paymentStatus: "Paid" },
    });
    expect(result.booking.cancelledAt).not.toBeNull();
    expect(result.booking.history.map((h) => h.action).slice(-2)).toEqual(["Cancelled", "RefundFailed"]);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 0 });
  });

  it("ends a live hold at once and declines it, so a late payment cannot revive it", async () => {
    const p = await paidBooking(1);
    const hold = await insertRawBooking(p.db, p.scope, {
      eventId: p.walk.eventId,
      seats: 3,
      status: "Pending",
      expiresAt: minutesAhead(30),
      channel: "Public",
    });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 1, held: 3 });
    const response = await p.owner.post(`${p.bookingUrl(hold.id)}/cancel`, { refundMethod: "None" });
    expect(response.statusCode).toBe(200);
    expect(response.json<CancelResult>()).toMatchObject({
      fee: 0,
      refund: 0,
      booking: { status: "Declined" },
    });
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 1, held: 0, available: 39 });
  });

  it("refuses a broker refund of a booking never paid by card, changing nothing", async () => {
    const p = await paidBooking(2);
    const before = await p.detail(p.booking.id);
    const response = await p.cancel({ refundMethod: "Broker" });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(
      "This booking has no card payment to refund through the broker; refund it as cash",
    );
    expect(await p.detail(p.booking.id)).toEqual(before);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 2 });
  });

  it("refuses to cancel, move or change a cancelled booking again", async () => {
    const p = await paidBooking(2);
    await p.cancel({ refundMethod: "None" });
    const again = await p.cancel({ refundMethod: "None" });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(cancelledTitle);
    const move = await p.owner.post(`${p.url}/move`, { eventId: p.laterWalk.eventId });
    expect(move.statusCode).toBe(409);
    expect(move.json().title).toBe(cancelledTitle);
    const change = await p.owner.put(`${p.url}/quantities`, {
      items: [{ ticketCategoryId: (await p.detail(p.booking.id)).items[0]!.ticketCategoryId, quantity: 1 }],
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().title).toBe(cancelledTitle);
    expect((await p.history(p.booking.id)).filter((h) => h.action === "Cancelled")).toHaveLength(1);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 0 });
    expect(await p.seats(p.laterWalk.eventId)).toMatchObject({ sold: 0 });
  });

  it("refuses ended bookings and bad bodies with a clear title", async () => {
    const p = await paidBooking(1);
    for (const status of ["Expired", "Failed", "Declined"]) {
      const ended = await insertRawBooking(p.db, p.scope, { eventId: p.walk.eventId, seats: 1, status });
      const response = await p.owner.post(`${p.bookingUrl(ended.id)}/cancel`, { refundMethod: "None" });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().title).toBe(
        "Only a confirmed booking, or a pending one still holding its seats, can be changed",
      );
    }
    for (const [body, title] of [
      [{}, 'refundMethod: Invalid option: expected one of "Broker"|"Cash"|"None"'],
      [{ refundMethod: "Card" }, 'refundMethod: Invalid option: expected one of "Broker"|"Cash"|"None"'],
    ] as const) {
      const response = await p.cancel(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(title);
    }
    const unknown = await p.owner.post(`${p.list}/00000000-0000-4000-8000-000000000000/cancel`, {
      refundMethod: "None",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Booking not found");
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 1 });
  });

  it("answers a retry with the same Idempotency-Key as the first call", async () => {
    const p = await paidBooking(2);
    const first = await p.cancel({ refundMethod: "None" }, withKey("cancel-1"));
    const again = await p.cancel({ refundMethod: "None" }, withKey("cancel-1"));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await p.history(p.booking.id)).filter((h) => h.action === "Cancelled")).toHaveLength(1);
    expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 0 });
  });
});
