import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrokerCallError } from "../../payment-broker.types";
import { type StraumurHarness, account, startStraumurHarness } from "./straumur-test-support";

let h: StraumurHarness;

beforeAll(async () => {
  h = await startStraumurHarness();
});
afterAll(() => h.close());

describe("Straumur: refunds", () => {
  it("refunds in parts up to the amount paid, with Straumur's reason names", async () => {
    const payment = await h.paid();
    const first = await h.straumur.refund({
      payment,
      refundId: "r1",
      amount: 5000,
      reason: "CustomerRequest",
    });
    expect(first).toMatchObject({
      result: "Pending",
      brokerReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
    });
    expect(
      await h.straumur.refund({ payment, refundId: "r2", amount: 10000, reason: "Return" }),
    ).toMatchObject({ result: "Pending" });
    expect(h.fake.checkouts.get(payment.checkoutReference!)!.refunded).toBe(1500000);
    const third = await h.straumur.refund({ payment, refundId: "r3", amount: 1, reason: "Other" });
    expect(third).toMatchObject({ result: "Failed", message: expect.stringContaining("left to refund") });
  });

  it("keeps the reference Straumur answers with, which its Refund webhook names the refund by", async () => {
    const payment = await h.paid();
    const refund = await h.straumur.refund({ payment, refundId: "r4", amount: 5000, reason: "Return" });
    expect(refund.brokerReference).not.toBe(payment.brokerReference);
    expect((await h.fake.deliver(h.fake.refundEvent(refund.brokerReference!))).status).toBe(200);
    expect(h.receiver.received.at(-1)!.event).toMatchObject({
      refund: {
        brokerReference: refund.brokerReference,
        outcome: "Succeeded",
        amount: 5000,
        currency: "ISK",
      },
    });
    const other = await h.straumur.refund({ payment, refundId: "r5", amount: 5000, reason: "Return" });
    expect((await h.fake.deliver(h.fake.refundEvent(other.brokerReference!, false))).status).toBe(200);
    expect(h.receiver.received.at(-1)!.event!.refund).toMatchObject({
      brokerReference: other.brokerReference,
      outcome: "Failed",
    });
    // The failed refund's amount can be refunded again.
    expect(h.fake.checkouts.get(payment.checkoutReference!)!.refunded).toBe(500000);
  });

  it("refuses refunds above the amount paid or of nothing, before calling Straumur", async () => {
    const payment = await h.paid();
    for (const amount of [15001, 0, -5])
      await expect(h.straumur.refund({ payment, refundId: "x", amount, reason: "Fraud" })).rejects.toThrow(
        BrokerCallError,
      );
    expect(h.fake.checkouts.get(payment.checkoutReference!)!.refunded).toBe(0);
  });

  it("is refused with a wrong API key, and cannot refund an unpaid checkout", async () => {
    const payment = await h.paid();
    const stranger = h.adapter({ ...account, apiKey: "wrong" });
    await expect(
      stranger.refund({ payment, refundId: "y", amount: 100, reason: "Duplicate" }),
    ).rejects.toThrow(/API key/);
    const { ref } = await h.open();
    await expect(
      h.straumur.refund({ payment: ref, refundId: "z", amount: 100, reason: "Other" }),
    ).rejects.toThrow(/no Straumur payment/);
  });
});
