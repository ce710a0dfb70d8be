import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BrokerCallError,
  type CheckoutStart,
  type PaymentBroker,
  type TransactionRef,
} from "../../payment-broker.types";
import { type NoticeReceiver, startNoticeReceiver } from "./fake-http";
import { type TeyaFake, startTeyaFake } from "./teya-fake-server";
import { checkoutRequest, onlineClient, sandboxMerchant, teyaAdapter } from "./teya-test-support";

let fake: TeyaFake;
let receiver: NoticeReceiver;
let teya: PaymentBroker;
let transactionCount = 0;

beforeAll(async () => {
  fake = await startTeyaFake({ securePay: [sandboxMerchant], online: [onlineClient] });
  teya = teyaAdapter(fake, sandboxMerchant);
  receiver = await startNoticeReceiver((request) => teya.parseWebhook(request));
});
afterAll(async () => {
  await receiver.close();
  await fake.close();
});

/** A new transaction's checkout, posted by the customer's browser to Teya's page. */
async function openPage(overrides: Parameters<typeof checkoutRequest>[1] = {}) {
  transactionCount += 1;
  const transactionId = `5f0c6a52-8d2e-4c6b-9a51-${String(transactionCount).padStart(12, "0")}`;
  const start = await teya.openCheckout(checkoutRequest(receiver.url, { transactionId, ...overrides }));
  if (start.kind !== "form") throw new Error("SecurePay answers with a form");
  const page = await postForm(start.action, start.fields);
  return { start, page, transactionId };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: "POST", body: new URLSearchParams(fields) });

function paymentOf(
  start: CheckoutStart,
  transactionId: string,
  brokerReference: string | null,
): TransactionRef {
  return {
    transactionId,
    checkoutReference: start.checkoutReference,
    brokerReference,
    amount: 15000,
    currency: "ISK",
  };
}

describe("Teya SecurePay: checkout", () => {
  it("opens a page Teya accepts, since its checkhash is right", async () => {
    const { start, page } = await openPage();
    expect(start.kind === "form" && start.action).toBe(`${fake.url}/securepay/default.aspx`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(start.checkoutReference);
  });

  it("is refused by Teya when the browser changes the amount or when the secret is wrong", async () => {
    const { start } = await openPage();
    if (start.kind !== "form") return;
    const changed = await postForm(start.action, { ...start.fields, amount: "1500", itemamount_0: "1500" });
    expect(changed.status).toBe(400);
    expect(await changed.text()).toContain("Invalid checkhash");
    const stranger = teyaAdapter(fake, { ...sandboxMerchant, secretKey: "11111111" });
    const forged = await stranger.openCheckout(checkoutRequest(receiver.url));
    if (forged.kind !== "form") return;
    expect((await postForm(forged.action, forged.fields)).status).toBe(400);
  });
});

describe("Teya SecurePay: notifications", () => {
  it("turns Teya's notice of a payment into a succeeded payment and answers Accepted", async () => {
    const { start } = await openPage();
    const delivery = await fake.pay(start.checkoutReference);
    expect(delivery.status).toBe(200);
    expect(delivery.contentType).toMatch(/^text\/xml/);
    expect(delivery.body).toBe("<PaymentNotification>Accepted</PaymentNotification>");
    const { event } = receiver.received.at(-1)!;
    expect(event?.payment).toEqual({
      checkoutReference: start.checkoutReference,
      outcome: "Succeeded",
      amount: 15000,
      currency: "ISK",
      brokerReference: fake.orders.get(start.checkoutReference)!.refundId,
    });
  });

  it("turns a declined card into a declined payment", async () => {
    const { start } = await openPage();
    expect((await fake.decline(start.checkoutReference)).status).toBe(200);
    expect(receiver.received.at(-1)!.event?.payment?.outcome).toBe("Declined");
  });

  it("gives the same notice sent twice the same event key", async () => {
    const { start } = await openPage();
    await fake.pay(start.checkoutReference);
    await fake.send(receiver.url, fake.notice(start.checkoutReference, "OK"));
    const [first, second] = receiver.received.slice(-2);
    expect(second!.event!.eventKey).toBe(first!.event!.eventKey);
  });

  it("rejects tampered notices and ones signed with another secret", async () => {
    const { start } = await openPage();
    const orderId = start.checkoutReference;
    const tampered = fake.notice(orderId, "OK");
    tampered.set("amount", "1500");
    expect((await fake.send(receiver.url, tampered)).status).toBe(401);
    const otherOrder = fake.notice(orderId, "OK");
    otherOrder.set("orderid", "ABCDEFGHJKMN");
    expect((await fake.send(receiver.url, otherOrder)).status).toBe(401);
    const unsigned = fake.notice(orderId, "OK");
    unsigned.delete("orderhash");
    expect((await fake.send(receiver.url, unsigned)).status).toBe(401);
    const stranger = teyaAdapter(fake, { ...sandboxMerchant, secretKey: "11111111" });
    await expect(
      stranger.parseWebhook({ rawBody: fake.notice(orderId, "OK").toString(), headers: {}, url: "" }),
    ).rejects.toThrow(/orderhash/);
  });

  it("rejects Online Payments webhooks, whose key is not stored", async () => {
    const request = { rawBody: "{}", headers: { "x-teya-signature": "abc=" }, url: receiver.url };
    await expect(teya.parseWebhook(request)).rejects.toThrow(/public key/);
  });
});

describe("Teya SecurePay: payment links", () => {
  it("creates a ticket whose link opens Teya's page for the order", async () => {
    const link = await teya.createPaymentLink!(checkoutRequest(receiver.url, { transactionId: "link-0001" }));
    expect(link.url).toMatch(new RegExp(`^${fake.url}/securepay/ticket\\.aspx\\?ticket=`));
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(link.checkoutReference);
    const delivery = await fake.pay(link.checkoutReference);
    expect(delivery.body).toContain("Accepted");
    expect(receiver.received.at(-1)!.event?.payment?.checkoutReference).toBe(link.checkoutReference);
  });

  it("says why when Teya refuses the ticket", async () => {
    const stranger = teyaAdapter(fake, { ...sandboxMerchant, secretKey: "11111111" });
    await expect(stranger.createPaymentLink!(checkoutRequest(receiver.url))).rejects.toThrow(
      /Invalid checkhash/,
    );
  });
});

describe("Teya SecurePay: refunds and reads", () => {
  async function paid() {
    const { start, transactionId } = await openPage();
    await fake.pay(start.checkoutReference);
    return paymentOf(start, transactionId, receiver.received.at(-1)!.event!.payment!.brokerReference);
  }

  it("refunds the paid amount once, and refuses a second refund", async () => {
    const payment = await paid();
    const refund = { payment, refundId: "r-1", amount: 15000, reason: "CustomerRequest" as const };
    expect(await teya.refund(refund)).toEqual({ result: "Success", brokerReference: null });
    expect(fake.orders.get(payment.checkoutReference!)!.refunded).toBe(15000);
    const again = await teya.refund({ ...refund, refundId: "r-2" });
    expect(again).toMatchObject({ result: "Failed", message: expect.stringContaining("left to refund") });
  });

  it("refuses a partial refund before calling Teya", async () => {
    const payment = await paid();
    const partial = teya.refund({ payment, refundId: "r-3", amount: 5000, reason: "Other" });
    await expect(partial).rejects.toThrow(BrokerCallError);
    await expect(partial).rejects.toThrow(/partial refunds/);
    expect(fake.orders.get(payment.checkoutReference!)!.refunded).toBe(0);
  });

  it("reports Teya refusing a refund signed with a wrong secret", async () => {
    const payment = await paid();
    const stranger = teyaAdapter(fake, { ...sandboxMerchant, secretKey: "11111111" });
    const outcome = await stranger.refund({ payment, refundId: "r-4", amount: 15000, reason: "Duplicate" });
    expect(outcome).toMatchObject({
      result: "Failed",
      message: expect.stringContaining("Invalid checkhash"),
    });
  });

  it("cannot refund a payment Teya gave no refund id", async () => {
    const { start, transactionId } = await openPage();
    const payment = paymentOf(start, transactionId, start.checkoutReference);
    await expect(teya.refund({ payment, refundId: "r-5", amount: 15000, reason: "Other" })).rejects.toThrow(
      /refund id/,
    );
  });

  it("says plainly that SecurePay payments cannot be looked up", async () => {
    const payment = await paid();
    await expect(teya.readPayment(payment)).rejects.toThrow(/notification settles it/);
  });

  it("says so when Teya cannot be reached", async () => {
    const gone = teyaAdapter({ url: "http://127.0.0.1:9", online: fake.online }, sandboxMerchant);
    await expect(gone.createPaymentLink!(checkoutRequest(receiver.url))).rejects.toThrow(
      /could not be reached/,
    );
  });
});
