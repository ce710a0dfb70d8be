import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BrokerCallError,
  type CheckoutRequest,
  type PaymentBroker,
  type TransactionRef,
} from "../../payment-broker.types";
import {
  startRapydFake,
  type RapydFakeServer,
} from "../../../../../integrations/rapyd/fake/fake-test-server";
import { createRapydBroker } from "./rapyd-broker";
import {
  accountKeys,
  brokerContext,
  checkoutRequest,
  transactionRef,
  unreachableUrl,
} from "./rapyd-test-support";

let fake: RapydFakeServer;
let broker: PaymentBroker;
beforeAll(async () => {
  fake = await startRapydFake(accountKeys);
  broker = createRapydBroker(brokerContext(fake.url));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.refundStatus = "Completed";
});

let refunds = 0;
const refundId = () => `rtx_${Date.now().toString(36)}_${(refunds += 1)}`;

/** A transaction the customer has paid on Rapyd's checkout page. */
async function paid(overrides: Partial<CheckoutRequest> = {}) {
  const request = checkoutRequest(overrides);
  const { checkoutReference } = await broker.openCheckout(request);
  const payment = fake.customer.payCheckout(checkoutReference);
  return { payment, ref: transactionRef(request, checkoutReference, payment.id) };
}

const refund = (payment: TransactionRef, amount: number, id = refundId()) =>
  broker.refund({ payment, refundId: id, amount, reason: "CustomerRequest" });

describe("refund against the Rapyd test server", () => {
  it("refunds part and then the rest of a payment, and no more", async () => {
    const { payment, ref } = await paid();
    const id = refundId();
    const first = await refund(ref, 5000, id);
    expect(first).toEqual({ result: "Success", brokerReference: expect.stringMatching(/^refund_/) });
    expect(fake.received.at(-1)).toMatchObject({
      target: "/v1/refunds",
      idempotency: `refund:${id}`,
      body: { payment: payment.id, amount: 5000, reason: "Requested by customer", merchant_reference_id: id },
    });
    expect(await refund(ref, 10000)).toMatchObject({ result: "Success" });
    expect(fake.state.payments.get(payment.id)).toMatchObject({ refunded_amount: 15000, refunded: true });
    const more = await refund(ref, 1);
    expect(more).toMatchObject({ result: "Failed", brokerReference: null });
    expect(more.message).toContain("already fully refunded");
  });

  it("fails a refund larger than what is left, with Rapyd's reason", async () => {
    const { ref } = await paid();
    const outcome = await refund(ref, 15001);
    expect(outcome.result).toBe("Failed");
    expect(outcome.message).toContain("exceeds");
    expect(await refund(ref, 15000)).toMatchObject({ result: "Success" });
  });

  it("returns the first answer when the same refund is sent again", async () => {
    const { payment, ref } = await paid();
    const id = refundId();
    const first = await refund(ref, 4000, id);
    const again = await refund(ref, 4000, id);
    expect(again).toEqual(first);
    expect(fake.state.payments.get(payment.id)!.refunded_amount).toBe(4000);
  });

  it("refunds euros in major units", async () => {
    const { payment, ref } = await paid({ amount: 1050, currency: "EUR" });
    expect(await refund(ref, 250)).toMatchObject({ result: "Success" });
    expect(fake.received.at(-1)!.body.amount).toBe(2.5);
    expect(fake.state.payments.get(payment.id)!.refunded_amount).toBe(2.5);
  });

  it("finds the paid payment through the checkout when Rapyd's payment id is not known", async () => {
    const { payment, ref } = await paid();
    const outcome = await refund({ ...ref, brokerReference: null }, 1000);
    expect(outcome.result).toBe("Success");
    expect(fake.received.at(-1)!.body.payment).toBe(payment.id);
  });

  it("is pending while Rapyd has not completed the refund", async () => {
    const { ref } = await paid();
    fake.state.refundStatus = "Pending";
    expect(await refund(ref, 1000)).toMatchObject({ result: "Pending", brokerReference: expect.any(String) });
  });

  it("reads a pending refund as Rapyd has it: pending, then completed or rejected with its reason", async () => {
    const { ref } = await paid({ amount: 1050, currency: "EUR" });
    fake.state.refundStatus = "Pending";
    const first = await refund(ref, 250);
    const second = await refund(ref, 300);
    const read = (outcome: typeof first, amount: number) =>
      broker.readRefund!({
        refundId: "r",
        brokerReference: outcome.brokerReference!,
        amount,
        currency: "EUR",
      });
    expect(await read(first, 250)).toEqual({ state: "Pending", amount: 250, currency: "EUR" });
    fake.finishRefund(first.brokerReference!, "Completed");
    expect(await read(first, 250)).toEqual({ state: "Succeeded", amount: 250, currency: "EUR" });
    fake.finishRefund(second.brokerReference!, "Rejected", "Card closed");
    expect(await read(second, 300)).toEqual({
      state: "Failed",
      amount: 300,
      currency: "EUR",
      message: "Card closed",
    });
    expect(fake.received.at(-1)).toMatchObject({
      method: "GET",
      target: `/v1/refunds/${second.brokerReference}`,
    });
    await expect(read({ ...first, brokerReference: "refund_unknown" }, 250)).rejects.toBeInstanceOf(
      BrokerCallError,
    );
  });

  it("fails without calling refunds when nothing was paid", async () => {
    const request = checkoutRequest();
    const { checkoutReference } = await broker.openCheckout(request);
    const calls = fake.received.length;
    const outcome = await refund(transactionRef(request, checkoutReference), 1000);
    expect(outcome).toMatchObject({
      result: "Failed",
      message: expect.stringContaining("no completed payment"),
    });
    expect(fake.received.slice(calls).map((call) => call.target)).toEqual([
      `/v1/checkout/${checkoutReference}`,
    ]);
  });

  it("treats refused keys and an unreachable Rapyd as call errors, not as a failed refund", async () => {
    const { ref } = await paid();
    const wrong = createRapydBroker(brokerContext(fake.url, { ...accountKeys, secretKey: "rsk_test_wrong" }));
    await expect(
      wrong.refund({ payment: ref, refundId: refundId(), amount: 1000, reason: "Other" }),
    ).rejects.toBeInstanceOf(BrokerCallError);
    const offline = createRapydBroker(brokerContext(await unreachableUrl()));
    await expect(
      offline.refund({ payment: ref, refundId: refundId(), amount: 1000, reason: "Other" }),
    ).rejects.toMatchObject({ brokerCode: "NETWORK_ERROR" });
    expect(fake.state.payments.get(ref.brokerReference!)!.refunded_amount).toBe(0);
  });
});
