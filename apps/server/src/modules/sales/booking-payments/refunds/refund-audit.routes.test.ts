import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { auditEntries } from "../../../../../test/fixtures/audit-test-support";
import { bookingsProject } from "../../bookings/read/read-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Two adults on the walk paid in cash at the desk (25.800 kr.), and the refund call. */
async function paidBooking() {
  const p = await bookingsProject(t);
  const booking = await p.book({ eventId: p.walk.eventId, quantity: 2, paymentMethod: "Cash" });
  const refund = (body: Record<string, unknown>) =>
    p.owner.post(`${p.tenant.api}/paymentsettings/refund`, { bookingId: booking.id, ...body });
  const refunds = () => auditEntries(t.database.db, p.tenant.id, "RefundIssued");
  return { ...p, booking, refund, refunds };
}

describe("the audit log of refunds", () => {
  it("records a refund over the counter once, with the amount and what was refunded before and after", async () => {
    const p = await paidBooking();
    const refunded = await p.refund({ amount: 12900, reason: "CustomerRequest", method: "Cash" });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const entries = await p.refunds();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: "Money",
      actorId: p.owner.userId,
      actorName: "Owner",
      subjectType: "Booking",
      subjectId: p.booking.id,
      subjectLabel: p.booking.reference,
      projectId: p.projectId,
      before: { refunded: 0, paymentStatus: "Paid" },
      after: {
        amount: 12900,
        currency: "ISK",
        method: "Cash",
        reason: "CustomerRequest",
        refunded: 12900,
        paymentStatus: "PartialRefunded",
      },
    });
  });

  it("records nothing for a refund that is refused", async () => {
    const p = await paidBooking();
    const tooMuch = await p.refund({ amount: 25801, reason: "Other", method: "Cash" });
    expect(tooMuch.statusCode).toBe(400);
    const noCard = await p.refund({ amount: 100, reason: "Other", method: "Broker" });
    expect(noCard.statusCode).toBe(409);
    expect(await auditEntries(t.database.db, p.tenant.id, "RefundIssued")).toEqual([]);
  });

  it("records the refund of a cancellation, with the booking's reference and currency", async () => {
    const p = await paidBooking();
    const cancelled = await p.owner.post(`${p.list}/${p.booking.id}/cancel`, { refundMethod: "Cash" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ refund: 25800, refundError: null });
    const entries = await p.refunds();
    expect(entries.map((e) => [e.subjectLabel, e.after])).toEqual([
      [
        p.booking.reference,
        {
          amount: 25800,
          currency: "ISK",
          method: "Cash",
          reason: "CustomerRequest",
          refunded: 25800,
          paymentStatus: "Refunded",
        },
      ],
    ]);
  });
});
