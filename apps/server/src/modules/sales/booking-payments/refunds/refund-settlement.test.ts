import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { bookingHistory, paymentTransactions } from "../../../../db/schema/bookings";
import { bookingFees } from "../../../../db/schema/fees";
import { publicDeparture } from "../../../../../test/fixtures/public-test-support";
import { sandboxCards } from "../../../payments/providers/sandbox/sandbox-ledger";
import { settlePendingRefund } from "./refund-settlement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * A booking the customer paid by card on the sandbox's page, and a refund of part of it that the
 * broker answered "pending" to: written as a broker refund is before its broker is called.
 */
async function pendingRefund(amount = 5000) {
  const d = await publicDeparture(t, 10);
  const created = (await d.book(2)).json<{ id: string; paymentUrl: string }>();
  expect((await d.pay(created.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
  const payment = (await d.attempts(created.id)).find((row) => row.kind === "Payment")!;
  const [refund] = await t.database.db
    .insert(paymentTransactions)
    .values({
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      kind: "Refund",
      broker: payment.broker,
      method: "Card",
      amount,
      currency: payment.currency,
      result: "Pending",
      refundReason: "CustomerRequest",
      refundOf: payment.id,
      note: "Changed plans",
    })
    .returning();
  const history = async () =>
    (
      await t.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, created.id))
    ).filter((line) => line.action === "Refunded" || line.action === "RefundFailed");
  const reversals = () =>
    t.database.db
      .select()
      .from(bookingFees)
      .where(and(eq(bookingFees.refundId, refund!.id), eq(bookingFees.kind, "reversal")));
  return { d, booking: created, payment, refund: refund!, history, reversals };
}

describe("settlePendingRefund", () => {
  it("books a refund that went through as the broker's at-once answer does, once", async () => {
    const { d, booking, refund, history, reversals } = await pendingRefund();
    const settled = await settlePendingRefund(t.database.db, {
      refundId: refund.id,
      outcome: "Succeeded",
      brokerReference: "sandbox-refund-1",
      amount: 5000,
      currency: "ISK",
      tenantId: refund.tenantId,
      broker: refund.broker,
    });
    expect(settled).toMatchObject({ kind: "Refunded", booking: { refunded: 5000 } });
    expect(await d.booking(booking.id)).toMatchObject({ refunded: 5000, paymentStatus: "PartialRefunded" });
    const [row] = await d.attempts(booking.id).then((rows) => rows.filter((r) => r.id === refund.id));
    expect(row).toMatchObject({ result: "Success", brokerReference: "sandbox-refund-1" });
    expect(await reversals()).toHaveLength(1);
    const lines = await history();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: "Refunded",
      actorKind: "System",
      actorUserId: null,
      details: { amount: 5000, reason: "CustomerRequest", method: "Broker", note: "Changed plans" },
    });

    for (const outcome of ["Succeeded", "Failed"] as const)
      expect(await settlePendingRefund(t.database.db, { refundId: refund.id, outcome })).toMatchObject({
        kind: "AlreadySettled",
        result: "Success",
      });
    expect(await d.booking(booking.id)).toMatchObject({ refunded: 5000, paymentStatus: "PartialRefunded" });
    expect(await reversals()).toHaveLength(1);
    expect(await history()).toHaveLength(1);
  });

  it("marks a refund that did not go through Failed with the broker's reason, booking nothing", async () => {
    const { d, booking, refund, history, reversals } = await pendingRefund();
    const settled = await settlePendingRefund(t.database.db, {
      refundId: refund.id,
      outcome: "Failed",
      message: "Card closed",
    });
    expect(settled.kind).toBe("RefundFailed");
    expect(await d.booking(booking.id)).toMatchObject({ refunded: 0, paymentStatus: "Paid" });
    expect(await reversals()).toEqual([]);
    expect(await history()).toMatchObject([
      {
        action: "RefundFailed",
        details: { amount: 5000, reason: "CustomerRequest", message: "Card closed" },
      },
    ]);
    expect(
      await settlePendingRefund(t.database.db, { refundId: refund.id, outcome: "Succeeded" }),
    ).toMatchObject({ kind: "AlreadySettled", result: "Failed" });
    expect(await d.booking(booking.id)).toMatchObject({ refunded: 0 });
  });

  it("settles nothing for a payment, another company's or broker's refund, or another amount or currency", async () => {
    const { d, booking, payment, refund, history } = await pendingRefund();
    const other = await pendingRefund();
    const db = t.database.db;
    const succeeded = { refundId: refund.id, outcome: "Succeeded" as const };
    expect(await settlePendingRefund(db, { ...succeeded, refundId: payment.id })).toEqual({
      kind: "Unknown",
    });
    expect(await settlePendingRefund(db, { ...succeeded, refundId: crypto.randomUUID() })).toEqual({
      kind: "Unknown",
    });
    expect(await settlePendingRefund(db, { ...succeeded, tenantId: other.refund.tenantId })).toEqual({
      kind: "Unknown",
    });
    expect(await settlePendingRefund(db, { ...succeeded, broker: "Rapyd" })).toEqual({ kind: "Unknown" });
    expect(await settlePendingRefund(db, { ...succeeded, amount: 5001 })).toEqual({ kind: "Mismatch" });
    expect(await settlePendingRefund(db, { ...succeeded, currency: "EUR" })).toEqual({ kind: "Mismatch" });
    expect(await d.booking(booking.id)).toMatchObject({ refunded: 0 });
    expect(await history()).toEqual([]);
    const [row] = (await d.attempts(booking.id)).filter((r) => r.id === refund.id);
    expect(row).toMatchObject({ result: "Pending" });
  });

  it("lets one of two notices that come at once settle the refund, and the other change nothing", async () => {
    const { d, booking, refund, history, reversals } = await pendingRefund();
    const results = await Promise.all([
      settlePendingRefund(t.database.db, { refundId: refund.id, outcome: "Succeeded" }),
      settlePendingRefund(t.database.db, { refundId: refund.id, outcome: "Failed" }),
    ]);
    const kinds = results.map((result) => result.kind).sort();
    expect(kinds.filter((kind) => kind === "AlreadySettled")).toHaveLength(1);
    const lines = await history();
    expect(lines).toHaveLength(1);
    const refunded = lines[0]!.action === "Refunded";
    expect(await d.booking(booking.id)).toMatchObject({ refunded: refunded ? 5000 : 0 });
    expect(await reversals()).toHaveLength(refunded ? 1 : 0);
    const [row] = (await d.attempts(booking.id)).filter((r) => r.id === refund.id);
    expect(row).toMatchObject({ result: refunded ? "Success" : "Failed" });
  });
});
