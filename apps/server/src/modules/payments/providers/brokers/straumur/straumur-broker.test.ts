import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrokerCallError } from "../../payment-broker.types";
import { type StraumurHarness, account, startStraumurHarness } from "./straumur-test-support";

let h: StraumurHarness;

beforeAll(async () => {
  h = await startStraumurHarness();
});
afterAll(() => h.close());

describe("Straumur: hosted checkout", () => {
  it("opens a checkout for the amount in Straumur's units, with our transaction as reference", async () => {
    const { start, checkout } = await h.open();
    expect(start).toMatchObject({
      kind: "redirect",
      url: `${h.fake.base.replace("/api/v1", "")}/checkout/${start.checkoutReference}`,
    });
    expect(h.fake.checkouts.get(start.checkoutReference)!.request).toMatchObject({
      amount: 1500000,
      currency: "ISK",
      reference: checkout.transactionId,
      terminalIdentifier: "1adfe4a11212",
      returnUrl: checkout.returnUrl,
      abandonUrl: checkout.cancelUrl,
      culture: "is-IS",
      expiresAt: checkout.expiresAt.toISOString(),
    });
  });

  it("sends euro cents as they are, in English", async () => {
    const { start } = await h.open({ amount: 1050, currency: "EUR", language: "en" });
    expect(h.fake.checkouts.get(start.checkoutReference)!.request).toMatchObject({
      amount: 1050,
      culture: "en-GB",
    });
  });

  it("is refused with a wrong API key or terminal, and says what is missing", async () => {
    await expect(h.adapter({ ...account, apiKey: "wrong" }).openCheckout(h.request())).rejects.toThrow(
      /refused the API key/,
    );
    await expect(
      h.adapter({ ...account, terminalIdentifier: "other" }).openCheckout(h.request()),
    ).rejects.toThrow(/terminal/);
    await expect(h.adapter({ hmacKey: account.hmacKey }).openCheckout(h.request())).rejects.toThrow(
      /incomplete/,
    );
    await expect(h.adapter(account, "http://127.0.0.1:9").openCheckout(h.request())).rejects.toThrow(
      /could not be reached/,
    );
  });

  it("offers no payment links", () => {
    expect(h.straumur.createPaymentLink).toBeUndefined();
  });
});

describe("Straumur: webhooks and status", () => {
  it("settles a paid checkout from Straumur's signed webhook, and the status agrees", async () => {
    const { ref, checkout } = await h.open();
    expect(await h.straumur.readPayment(ref)).toEqual({
      state: "Open",
      amount: 15000,
      currency: "ISK",
      brokerReference: null,
    });
    expect((await h.fake.pay(ref.checkoutReference!)).status).toBe(200);
    const payment = h.receiver.received.at(-1)!.event!.payment!;
    expect(payment).toEqual({
      transactionId: checkout.transactionId,
      checkoutReference: ref.checkoutReference,
      outcome: "Succeeded",
      amount: 15000,
      currency: "ISK",
      brokerReference: h.fake.checkouts.get(ref.checkoutReference!)!.payfacReference,
    });
    expect(await h.straumur.readPayment(ref)).toEqual({
      state: "Paid",
      amount: 15000,
      currency: "ISK",
      brokerReference: payment.brokerReference,
    });
  });

  it("reads a refused card as a declined payment, and an expired checkout as expired", async () => {
    const { ref } = await h.open();
    expect((await h.fake.decline(ref.checkoutReference!)).status).toBe(200);
    expect(h.receiver.received.at(-1)!.event!.payment!.outcome).toBe("Declined");
    h.fake.expire(ref.checkoutReference!);
    expect((await h.straumur.readPayment(ref)).state).toBe("Expired");
  });

  it("rejects tampered webhooks and ones signed with another key, whatever the Authorization header", async () => {
    const { ref } = await h.open();
    const body = h.fake.event(ref.checkoutReference!, "Authorization");
    expect((await h.fake.deliver({ ...body, amount: "100" })).status).toBe(401);
    expect((await h.fake.deliver({ ...body, merchantReference: "someone-else" })).status).toBe(401);
    const stranger = h.adapter({ ...account, hmacKey: "00".repeat(32) });
    await expect(
      stranger.parseWebhook({ rawBody: JSON.stringify(body), headers: {}, url: "" }),
    ).rejects.toThrow(/hmacSignature/);
    expect((await h.fake.deliver(body, "any other key")).status).toBe(200);
    await expect(
      h.adapter({ ...account, hmacKey: "" }).parseWebhook({ rawBody: "{}", headers: {}, url: "" }),
    ).rejects.toThrow(/HMAC key/);
  });

  it("gives a redelivered webhook the same event key, and a refund event no payment", async () => {
    const { ref } = await h.open();
    const body = h.fake.event(ref.checkoutReference!, "Authorization");
    await h.fake.deliver(body);
    await h.fake.deliver(body);
    const [first, second] = h.receiver.received.slice(-2);
    expect(second!.event!.eventKey).toBe(first!.event!.eventKey);
    expect((await h.fake.deliver(h.fake.event(ref.checkoutReference!, "Refund"))).status).toBe(200);
    const refund = h.receiver.received.at(-1)!.event!;
    expect(refund.eventKey).not.toBe(first!.event!.eventKey);
    expect(refund.payment).toBeUndefined();
  });

  it("says so for a checkout Straumur does not know", async () => {
    const { ref } = await h.open();
    await expect(h.straumur.readPayment({ ...ref, checkoutReference: "unknown" })).rejects.toThrow(
      /does not know/,
    );
    await expect(h.straumur.readPayment({ ...ref, checkoutReference: null })).rejects.toThrow(
      BrokerCallError,
    );
  });
});
