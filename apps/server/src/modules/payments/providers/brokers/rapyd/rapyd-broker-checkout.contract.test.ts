import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrokerCallError, type PaymentBroker } from "../../payment-broker.types";
import {
  startRapydFake,
  type RapydFakeServer,
} from "../../../../../integrations/rapyd/fake/fake-test-server";
import { createRapydBroker } from "./rapyd-broker";
import {
  accountKeys,
  brokerContext,
  checkoutRequest,
  tenantId,
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

const lastRequest = () => fake.received.at(-1)!;

describe("openCheckout against the Rapyd test server", () => {
  it("opens a hosted checkout for the transaction and redirects to it", async () => {
    const request = checkoutRequest();
    const start = await broker.openCheckout(request);
    const checkout = fake.state.checkouts.get(start.checkoutReference)!;
    expect(start).toEqual({ kind: "redirect", url: checkout.redirect_url, checkoutReference: checkout.id });
    expect(checkout).toMatchObject({
      amount: 15000,
      currency: "ISK",
      country: "IS",
      description: request.description,
      merchant_reference_id: request.transactionId,
      complete_checkout_url: request.returnUrl,
      cancel_checkout_url: request.cancelUrl,
      page_expiration: Math.floor(request.expiresAt.getTime() / 1000),
      language: "is",
      metadata: { transaction_id: request.transactionId, tenant_id: tenantId },
    });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      target: "/v1/checkout",
      idempotency: `checkout:${request.transactionId}`,
    });
  });

  it("sends euros in major units: 1050 cents is 10.5", async () => {
    const start = await broker.openCheckout(checkoutRequest({ amount: 1050, currency: "EUR" }));
    expect(fake.state.checkouts.get(start.checkoutReference)).toMatchObject({
      amount: 10.5,
      currency: "EUR",
    });
  });

  it("gets the same checkout back when the call is repeated for the same transaction", async () => {
    const request = checkoutRequest();
    const first = await broker.openCheckout(request);
    const pages = fake.state.checkouts.size;
    const again = await broker.openCheckout(request);
    expect(again).toEqual(first);
    expect(fake.state.checkouts.size).toBe(pages);
  });

  it("is refused by Rapyd when signed with a wrong secret", async () => {
    const wrong = createRapydBroker(brokerContext(fake.url, { ...accountKeys, secretKey: "rsk_test_wrong" }));
    const pages = fake.state.checkouts.size;
    const failure = await wrong.openCheckout(checkoutRequest()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrokerCallError);
    expect(failure).toMatchObject({ brokerCode: "UNAUTHENTICATED_API_CALL" });
    expect((failure as Error).message).toContain("The request signature is not valid");
    expect(lastRequest().httpStatus).toBe(401);
    expect(fake.state.checkouts.size).toBe(pages);
  });

  it("says which keys are missing before calling Rapyd", async () => {
    const calls = fake.received.length;
    const unset = createRapydBroker(brokerContext(fake.url, { accessKey: accountKeys.accessKey }));
    await expect(unset.openCheckout(checkoutRequest())).rejects.toThrow(
      "Rapyd's access key and secret key are not set in the payment settings",
    );
    expect(fake.received.length).toBe(calls);
  });

  it("reports Rapyd being unreachable as a call error", async () => {
    const offline = createRapydBroker(brokerContext(await unreachableUrl()));
    await expect(offline.openCheckout(checkoutRequest())).rejects.toMatchObject({
      brokerCode: "NETWORK_ERROR",
      message: expect.stringContaining("Rapyd could not be reached"),
    });
  });
});

describe("createPaymentLink against the Rapyd test server", () => {
  it("creates a fixed-amount link for one payment", async () => {
    const request = checkoutRequest({ amount: 2599, currency: "EUR", language: "en" });
    const link = await broker.createPaymentLink!(request);
    const stored = fake.state.links.get(link.checkoutReference)!;
    expect(link).toEqual({
      url: stored.redirect_url,
      checkoutReference: expect.stringMatching(/^hp_reuse_/),
    });
    expect(stored).toMatchObject({
      amount: 25.99,
      amount_is_editable: false,
      currency: "EUR",
      country: "IS",
      language: "en",
      merchant_reference_id: request.transactionId,
      max_payments: 1,
      template: { complete_checkout_url: request.returnUrl, cancel_checkout_url: request.cancelUrl },
    });
    expect(lastRequest().idempotency).toBe(`payment-link:${request.transactionId}`);
  });
});

describe("readPayment against the Rapyd test server", () => {
  async function opened(overrides = {}) {
    const request = checkoutRequest(overrides);
    const { checkoutReference } = await broker.openCheckout(request);
    return { request, checkoutReference, ref: transactionRef(request, checkoutReference) };
  }

  it("reads an unpaid checkout as open", async () => {
    const { ref } = await opened();
    expect(await broker.readPayment(ref)).toEqual({
      state: "Open",
      amount: 15000,
      currency: "ISK",
      brokerReference: null,
    });
  });

  it("reads a paid checkout as paid, in minor units, with Rapyd's payment id", async () => {
    const { ref, checkoutReference } = await opened({ amount: 1050, currency: "EUR" });
    const payment = fake.customer.payCheckout(checkoutReference);
    expect(await broker.readPayment(ref)).toEqual({
      state: "Paid",
      amount: 1050,
      currency: "EUR",
      brokerReference: payment.id,
    });
  });

  it("reads a declined card as failed and an expired page as expired", async () => {
    const declined = await opened();
    fake.customer.declineCheckout(declined.checkoutReference);
    expect((await broker.readPayment(declined.ref)).state).toBe("Failed");
    const expired = await opened();
    fake.customer.expireCheckout(expired.checkoutReference);
    expect(await broker.readPayment(expired.ref)).toMatchObject({ state: "Expired", brokerReference: null });
  });

  it("reads a payment by Rapyd's payment id when there is no checkout page", async () => {
    const { request, checkoutReference } = await opened();
    const payment = fake.customer.payCheckout(checkoutReference);
    const state = await broker.readPayment(transactionRef(request, null, payment.id));
    expect(state).toMatchObject({ state: "Paid", amount: 15000, brokerReference: payment.id });
    expect(lastRequest().target).toBe(`/v1/payments/${payment.id}`);
  });

  it("finds a payment made through a link by our transaction id", async () => {
    const request = checkoutRequest({ amount: 9900 });
    const link = await broker.createPaymentLink!(request);
    const ref = transactionRef(request, link.checkoutReference);
    expect((await broker.readPayment(ref)).state).toBe("Open");
    const payment = fake.customer.payLink(link.checkoutReference);
    expect(await broker.readPayment(ref)).toEqual({
      state: "Paid",
      amount: 9900,
      currency: "ISK",
      brokerReference: payment.id,
    });
  });

  it("reports an unknown checkout as Rapyd's refusal", async () => {
    const ref = transactionRef(checkoutRequest(), "checkout_00000000000000000000000000000000");
    await expect(broker.readPayment(ref)).rejects.toMatchObject({ brokerCode: "ERROR_GET_CHECKOUT_PAGE" });
  });
});
