import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BrokerCallError,
  WebhookRejectedError,
  type PaymentBroker,
  type WebhookRequest,
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
  startWebhookReceiver,
  type WebhookReceiver,
} from "./rapyd-test-support";

let fake: RapydFakeServer;
let receiver: WebhookReceiver;
let broker: PaymentBroker;
beforeAll(async () => {
  fake = await startRapydFake(accountKeys);
  receiver = await startWebhookReceiver();
  broker = createRapydBroker(brokerContext(fake.url));
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

/** Rapyd posts a notice to our webhook address; returns it exactly as it arrived. */
async function notice(type: string, data: unknown): Promise<WebhookRequest & { eventId: string }> {
  const sent = await fake.sendWebhook(receiver.url, type, data);
  expect(sent.httpStatus).toBe(200);
  return { ...receiver.received.at(-1)!, eventId: sent.eventId };
}

async function openedCheckout(overrides = {}) {
  const request = checkoutRequest(overrides);
  const { checkoutReference } = await broker.openCheckout(request);
  return { request, checkoutReference };
}

describe("parseWebhook with notices posted by the Rapyd test server", () => {
  it("reads a completed payment as succeeded for our transaction", async () => {
    const { request, checkoutReference } = await openedCheckout();
    const payment = fake.customer.payCheckout(checkoutReference);
    const received = await notice("PAYMENT_COMPLETED", payment);
    expect(received.url).toBe(`${receiver.url}`);
    expect(await broker.parseWebhook(received)).toEqual({
      eventKey: received.eventId,
      payment: {
        transactionId: request.transactionId,
        outcome: "Succeeded",
        amount: 15000,
        currency: "ISK",
        brokerReference: payment.id,
      },
    });
  });

  it("converts a euro payment's amount back to cents", async () => {
    const { checkoutReference } = await openedCheckout({ amount: 1050, currency: "EUR" });
    const received = await notice("PAYMENT_COMPLETED", fake.customer.payCheckout(checkoutReference));
    expect((await broker.parseWebhook(received)).payment).toMatchObject({ amount: 1050, currency: "EUR" });
  });

  it("reads PAYMENT_SUCCEEDED as succeeded only once the payment is closed", async () => {
    const { checkoutReference } = await openedCheckout();
    const payment = fake.customer.payCheckout(checkoutReference);
    const closed = await notice("PAYMENT_SUCCEEDED", payment);
    expect((await broker.parseWebhook(closed)).payment?.outcome).toBe("Succeeded");
    const active = await notice("PAYMENT_SUCCEEDED", { ...payment, status: "ACT" });
    expect(await broker.parseWebhook(active)).toEqual({ eventKey: active.eventId });
  });

  it.each(["PAYMENT_FAILED", "PAYMENT_EXPIRED", "PAYMENT_CANCELED"])("reads %s as declined", async (type) => {
    const { request, checkoutReference } = await openedCheckout();
    const payment = fake.customer.declineCheckout(checkoutReference);
    const event = await broker.parseWebhook(await notice(type, payment));
    expect(event.payment).toMatchObject({
      transactionId: request.transactionId,
      outcome: "Declined",
      brokerReference: payment.id,
    });
  });

  const refundObject = {
    id: "refund_5b1e0c7d9a2f4e6b8c3d1a0f9e7b5c2d",
    payment: "payment_0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f",
    amount: 10.5,
    currency: "EUR",
    status: "Completed",
    merchant_reference_id: "d4e5f6a7-0000-4000-8000-000000000001",
    failure_reason: "",
  };

  it("reads a completed refund for our refund, by our id and Rapyd's", async () => {
    const received = await notice("REFUND_COMPLETED", refundObject);
    expect(await broker.parseWebhook(received)).toEqual({
      eventKey: received.eventId,
      refund: {
        refundId: refundObject.merchant_reference_id,
        brokerReference: refundObject.id,
        outcome: "Succeeded",
        amount: 1050,
        currency: "EUR",
      },
    });
  });

  it("reads a rejected refund as failed with Rapyd's reason, under either name Rapyd's documents give", async () => {
    const rejected = { ...refundObject, status: "Rejected", failure_reason: "Card closed" };
    for (const type of ["REFUND_REJECTED", "PAYMENT_REFUND_REJECTED", "REFUND_FAILED", "REFUND_UPDATED"]) {
      const event = await broker.parseWebhook(await notice(type, rejected));
      expect(event.refund).toMatchObject({ outcome: "Failed", message: "Card closed", amount: 1050 });
      expect(event.payment).toBeUndefined();
    }
  });

  it("keeps other events, such as a refund still pending, without an outcome", async () => {
    const pending = await notice("REFUND_UPDATED", { ...refundObject, status: "Pending" });
    expect(await broker.parseWebhook(pending)).toEqual({ eventKey: pending.eventId });
    const unnamed = await notice("REFUND_COMPLETED", { ...refundObject, id: "", merchant_reference_id: "" });
    expect(await broker.parseWebhook(unnamed)).toEqual({ eventKey: unnamed.eventId });
  });

  it("rejects a notice whose body was changed on the way", async () => {
    const { checkoutReference } = await openedCheckout();
    const received = await notice("PAYMENT_COMPLETED", fake.customer.payCheckout(checkoutReference));
    const tampered = { ...received, rawBody: received.rawBody.replace('"amount":15000', '"amount":1') };
    expect(tampered.rawBody).not.toBe(received.rawBody);
    await expect(broker.parseWebhook(tampered)).rejects.toBeInstanceOf(WebhookRejectedError);
  });

  it("rejects a notice checked against another URL than the one Rapyd signed", async () => {
    const { checkoutReference } = await openedCheckout();
    const received = await notice("PAYMENT_COMPLETED", fake.customer.payCheckout(checkoutReference));
    const pathOnly = { ...received, url: new URL(received.url).pathname };
    await expect(broker.parseWebhook(pathOnly)).rejects.toThrow("signature is not valid");
  });

  it("rejects a notice signed with another account's secret", async () => {
    const other = await startRapydFake({ ...accountKeys, secretKey: "rsk_test_another_account" });
    try {
      await other.sendWebhook(receiver.url, "PAYMENT_COMPLETED", { id: "payment_1", status: "CLO" });
      await expect(broker.parseWebhook(receiver.received.at(-1)!)).rejects.toBeInstanceOf(
        WebhookRejectedError,
      );
    } finally {
      await other.close();
    }
  });

  it("cannot verify notices while the company's keys are not set", async () => {
    const received = await notice("PAYMENT_COMPLETED", { id: "payment_2", status: "CLO" });
    const unset = createRapydBroker(brokerContext(fake.url, {}));
    await expect(unset.parseWebhook(received)).rejects.toBeInstanceOf(BrokerCallError);
  });
});
