import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrokerCallError, type PaymentBroker, type TransactionRef } from "../../payment-broker.types";
import { type TeyaFake, startTeyaFake } from "./teya-fake-server";
import { checkoutRequest, onlineClient, teyaAdapter } from "./teya-test-support";

let fake: TeyaFake;
let teya: PaymentBroker;
let count = 0;

beforeAll(async () => {
  fake = await startTeyaFake({ online: [onlineClient] });
  teya = teyaAdapter(fake, onlineClient);
});
afterAll(() => fake.close());

async function openSession() {
  count += 1;
  const transactionId = `7a1d2c3b-0000-4000-8000-${String(count).padStart(12, "0")}`;
  const start = await teya.openCheckout(checkoutRequest("https://stund.example/notify", { transactionId }));
  const ref: TransactionRef = {
    transactionId,
    checkoutReference: start.checkoutReference,
    brokerReference: null,
    amount: 15000,
    currency: "ISK",
  };
  return { start, ref };
}

async function paidSession() {
  const { ref } = await openSession();
  fake.finishSession(ref.checkoutReference!, "SUCCESS");
  const state = await teya.readPayment(ref);
  return { ...ref, brokerReference: state.brokerReference };
}

describe("Teya Online Payments: checkout", () => {
  it("opens a checkout session with our transaction as its merchant reference", async () => {
    const { start, ref } = await openSession();
    expect(start).toMatchObject({
      kind: "redirect",
      url: `${fake.url}/checkout/pay/${start.checkoutReference}`,
    });
    const session = fake.sessions.get(start.checkoutReference)!;
    expect(session.amount).toEqual({ currency: "ISK", value: 15000 });
    expect(session.request).toMatchObject({
      merchant_reference: ref.transactionId,
      language: "is-IS",
      type: "SALE",
    });
  });

  it("gets the same session back when the same transaction is opened again", async () => {
    const { start, ref } = await openSession();
    const again = await teya.openCheckout(
      checkoutRequest("https://stund.example/notify", { transactionId: ref.transactionId }),
    );
    expect(again.checkoutReference).toBe(start.checkoutReference);
  });

  it("is refused with a wrong client secret", async () => {
    const stranger = teyaAdapter(fake, { ...onlineClient, clientSecret: "wrong" });
    await expect(stranger.openCheckout(checkoutRequest("https://stund.example/notify"))).rejects.toThrow(
      /client ID or client secret/,
    );
  });

  it("offers no payment link and no webhook without SecurePay credentials", async () => {
    await expect(teya.createPaymentLink!(checkoutRequest("https://stund.example/notify"))).rejects.toThrow(
      /SecurePay/,
    );
    await expect(teya.parseWebhook({ rawBody: "", headers: {}, url: "" })).rejects.toThrow(/secret key/);
  });
});

describe("Teya Online Payments: reading a payment", () => {
  it("follows the session from open to paid, failed or expired", async () => {
    const { ref } = await openSession();
    expect(await teya.readPayment(ref)).toEqual({
      state: "Open",
      amount: 15000,
      currency: "ISK",
      brokerReference: null,
    });
    const session = fake.finishSession(ref.checkoutReference!, "SUCCESS");
    expect(await teya.readPayment(ref)).toEqual({
      state: "Paid",
      amount: 15000,
      currency: "ISK",
      brokerReference: session.transactionId,
    });
    const failed = await openSession();
    fake.finishSession(failed.ref.checkoutReference!, "FAILED");
    expect((await teya.readPayment(failed.ref)).state).toBe("Failed");
    const expired = await openSession();
    fake.finishSession(expired.ref.checkoutReference!, "EXPIRED");
    expect((await teya.readPayment(expired.ref)).state).toBe("Expired");
  });

  it("says so for a session Teya does not know", async () => {
    const { ref } = await openSession();
    const unknown = { ...ref, checkoutReference: "00000000-0000-4000-8000-000000000000" };
    await expect(teya.readPayment(unknown)).rejects.toThrow(/does not know/);
  });
});

describe("Teya Online Payments: refunds", () => {
  it("refunds the paid amount once; the same refund sent again is not made twice", async () => {
    const payment = await paidSession();
    const refund = {
      payment,
      refundId: "b2a7c1e0-0000-4000-8000-000000000001",
      amount: 15000,
      reason: "Return" as const,
    };
    const first = await teya.refund(refund);
    expect(first).toMatchObject({ result: "Success", brokerReference: expect.stringMatching(/^tr_/) });
    expect(await teya.refund(refund)).toEqual(first);
    const session = [...fake.sessions.values()].find((s) => s.transactionId === payment.brokerReference)!;
    expect(session.refunded).toBe(15000);
    const another = await teya.refund({ ...refund, refundId: "b2a7c1e0-0000-4000-8000-000000000002" });
    expect(another).toMatchObject({ result: "Failed", message: expect.stringContaining("left to refund") });
  });

  it("refuses a partial refund, and a refund before there is a payment", async () => {
    const payment = await paidSession();
    await expect(teya.refund({ payment, refundId: "p-1", amount: 100, reason: "Other" })).rejects.toThrow(
      BrokerCallError,
    );
    const { ref } = await openSession();
    await expect(
      teya.refund({ payment: ref, refundId: "p-2", amount: 15000, reason: "Other" }),
    ).rejects.toThrow(/no Teya transaction/);
  });

  it("is refused with a wrong client secret", async () => {
    const payment = await paidSession();
    const stranger = teyaAdapter(fake, { ...onlineClient, clientSecret: "wrong" });
    await expect(
      stranger.refund({ payment, refundId: "p-3", amount: 15000, reason: "Other" }),
    ).rejects.toThrow(BrokerCallError);
  });
});
