import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCancelResult } from "@stund/shared/contracts/bookings/public";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { recordingHubs } from "../bookings/changes/change-test-support";
import { findSandboxPaymentByReference } from "../../payments/providers/sandbox/sandbox-ledger.repository";
import { cancelDeparture, customerEmail } from "./public-cancel-test-support";

let t: TestApp;
let announced: ReturnType<typeof recordingHubs>;
beforeAll(async () => {
  t = await createTestApp();
  announced = recordingHubs(t);
});
afterAll(async () => t.close());

describe("a customer cancelling their booking", () => {
  it("shows what cancelling would cost, then cancels, gives the seats back and refunds the card in full", async () => {
    const d = await cancelDeparture(t, { hoursAhead: 72 });
    const created = await d.paidBooking(2);
    expect(await d.available()).toBe(3);
    const start = new Date((await d.view(created.id)).start!);
    expect((await d.view(created.id)).cancellation).toEqual({
      allowed: true,
      refusal: null,
      fee: 0,
      refund: 25800,
      free: true,
      freeUntilHours: 24,
      feePercent: 100,
      freeUntil: new Date(start.getTime() - 24 * 3_600_000).toISOString(),
    });
    announced.length = 0;

    const response = await d.cancel(created.id, { email: `  ${customerEmail.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const result = response.json<PublicCancelResult>();
    expect(result).toMatchObject({
      fee: 0,
      refund: 25800,
      free: true,
      refundStatus: "Refunded",
      booking: {
        id: created.id,
        refunded: 25800,
        paymentStatus: "Refunded",
        cancellation: { allowed: false, refusal: "Cancelled" },
      },
    });
    expect(result.booking.cancelledAt).not.toBeNull();
    expect(await d.booking(created.id)).toMatchObject({ refunded: 25800, paymentStatus: "Refunded" });
    expect(await d.available()).toBe(5);
    expect(announced).toEqual([{ projectId: d.projectId, eventIds: [d.eventId] }]);

    const transactions = await d.attempts(created.id);
    expect(
      transactions.filter((r) => r.kind === "Refund").map((r) => [r.amount, r.method, r.result]),
    ).toEqual([[25800, "Card", "Success"]]);
    const payment = transactions.find((r) => r.kind === "Payment")!;
    expect((await findSandboxPaymentByReference(t.database.db, payment.id))?.refunded).toBe(25800);
    const cancelled = (await d.history(created.id)).find((h) => h.action === "Cancelled");
    expect(cancelled).toMatchObject({
      actorKind: "Customer",
      actorUserId: null,
      details: { seats: 2, kept: 25800, fee: 0, refund: 25800, free: true, refundMethod: "Broker" },
    });

    const again = await d.cancel(created.id, { email: customerEmail });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe("This booking is already cancelled");
  });

  it("keeps the policy's fee inside the fee period and refunds the rest", async () => {
    const half = await cancelDeparture(t, { hoursAhead: 2, feePercent: 50 });
    const created = await half.paidBooking(2);
    expect((await half.view(created.id)).cancellation).toMatchObject({
      allowed: true,
      fee: 12900,
      refund: 12900,
      free: false,
    });
    const result = (await half.cancel(created.id, { email: customerEmail })).json<PublicCancelResult>();
    expect(result).toMatchObject({
      fee: 12900,
      refund: 12900,
      free: false,
      refundStatus: "Refunded",
      booking: { paid: 25800, refunded: 12900, paymentStatus: "PartialRefunded" },
    });
    expect(await half.available()).toBe(5);

    const full = await cancelDeparture(t, { hoursAhead: 2, feePercent: 100 });
    const kept = await full.paidBooking(1);
    const response = await full.cancel(kept.id, { email: customerEmail });
    expect(response.json<PublicCancelResult>()).toMatchObject({
      fee: 12900,
      refund: 0,
      refundStatus: "None",
      booking: { refunded: 0, paymentStatus: "Paid" },
    });
    expect((await full.attempts(kept.id)).filter((r) => r.kind === "Refund")).toEqual([]);
    expect((await full.booking(kept.id)).cancelledAt).not.toBeNull();
  });

  it("ends a hold still waiting for its payment and frees its seats", async () => {
    const d = await cancelDeparture(t);
    const held = await d.hold(3);
    expect(await d.available()).toBe(2);
    expect((await d.view(held.id)).cancellation).toMatchObject({ allowed: true, refund: 0 });
    const result = (await d.cancel(held.id, { email: customerEmail })).json<PublicCancelResult>();
    expect(result).toMatchObject({
      fee: 0,
      refund: 0,
      refundStatus: "None",
      booking: { status: "Declined", paymentUrl: null },
    });
    expect(await d.available()).toBe(5);
    expect(await d.booking(held.id)).toMatchObject({ status: "Declined" });
  });

  it("answers a retry with the same Idempotency-Key as the first call and refunds once", async () => {
    const d = await cancelDeparture(t);
    const created = await d.paidBooking(2);
    const key = { "idempotency-key": "manage-cancel-1" };
    const first = await d.cancel(created.id, { email: customerEmail }, key);
    expect(first.statusCode).toBe(200);
    const again = await d.cancel(created.id, { email: customerEmail }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json<PublicCancelResult>().refundStatus).toBe("Refunded");
    expect((await d.attempts(created.id)).filter((r) => r.kind === "Refund")).toHaveLength(1);
    expect((await d.history(created.id)).filter((h) => h.action === "Cancelled")).toHaveLength(1);
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: `${d.base}/bookings/${created.id}/cancel`,
      headers: { origin: "https://tours.example.com", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-headers"]).toMatch(/idempotency-key/);
  });
});
