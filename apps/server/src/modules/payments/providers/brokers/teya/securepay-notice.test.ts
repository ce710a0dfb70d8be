import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookRejectedError } from "../../payment-broker.types";
import { parseSecurePayNotice } from "./securepay-notice";

/** The public sandbox secret and the orderhash example of docs/brokers.md §2.1 (ORDER-1001|15000|ISK). */
const secret = "99887766";
const exampleOrderhash = "e64b8af2790c4f73992d234d3b15289534e326bc6a2a3cbdfa17cb79fd804e21";

function notice(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    status: "OK",
    step: "Payment",
    orderid: "ORDER-1001",
    amount: "15000",
    currency: "ISK",
    orderhash: exampleOrderhash,
    authorizationcode: "123456",
    refundid: "48000017",
    ...fields,
  }).toString();
}

const rejected =
  (body: string, key = secret) =>
  () =>
    parseSecurePayNotice(key, body);

describe("parseSecurePayNotice", () => {
  it("reads a payment signed with the example orderhash, and answers as Teya expects", () => {
    const event = parseSecurePayNotice(secret, notice());
    expect(event.payment).toEqual({
      checkoutReference: "ORDER-1001",
      outcome: "Succeeded",
      amount: 15000,
      currency: "ISK",
      brokerReference: "48000017",
    });
    expect(event.eventKey).toBe("securepay.payment.ok:ORDER-1001");
    expect(event.reply?.body).toBe("<PaymentNotification>Accepted</PaymentNotification>");
    expect(event.reply?.contentType).toMatch(/^text\/xml/);
  });

  it("gives a redelivery the same event key, whatever the order of its fields", () => {
    const reordered = new URLSearchParams([...new URLSearchParams(notice())].reverse()).toString();
    expect(parseSecurePayNotice(secret, reordered).eventKey).toBe(
      parseSecurePayNotice(secret, notice()).eventKey,
    );
  });

  it("reads a decimal amount in minor units", () => {
    const orderhash = createHmac("sha256", secret).update("ORDER-1002|10,50|EUR").digest("hex");
    const event = parseSecurePayNotice(
      secret,
      notice({ orderid: "ORDER-1002", amount: "10,50", currency: "EUR", orderhash }),
    );
    expect(event.payment).toMatchObject({ amount: 1050, currency: "EUR" });
  });

  it("rejects a changed order, amount or currency, another secret and a missing or malformed hash", () => {
    const changes: Record<string, string>[] = [
      { orderid: "ORDER-1002" },
      { amount: "1500" },
      { amount: "15000.00" },
      { currency: "EUR" },
    ];
    for (const change of changes) expect(rejected(notice(change))).toThrow(WebhookRejectedError);
    expect(rejected(notice(), "99887767")).toThrow(WebhookRejectedError);
    expect(rejected(notice({ orderhash: "" }))).toThrow(WebhookRejectedError);
    expect(rejected(notice({ orderhash: "0".repeat(64) }))).toThrow(WebhookRejectedError);
    expect(rejected(notice({ orderid: "" }))).toThrow(WebhookRejectedError);
    expect(rejected("")).toThrow(WebhookRejectedError);
    expect(rejected("not a form at all")).toThrow(WebhookRejectedError);
  });

  it("rejects a signed notice whose amount is not a number", () => {
    const orderhash = createHmac("sha256", secret).update("ORDER-1001|lots|ISK").digest("hex");
    expect(rejected(notice({ amount: "lots", orderhash }))).toThrow(/amount/);
  });

  it("reads another status as a declined payment", () => {
    const event = parseSecurePayNotice(secret, notice({ status: "ERROR", refundid: "" }));
    expect(event.payment).toMatchObject({ outcome: "Declined", brokerReference: "ORDER-1001" });
    expect(event.eventKey).toBe("securepay.payment.error:ORDER-1001");
  });

  it("applies nothing for a successful step other than Payment, but still acknowledges it", () => {
    const event = parseSecurePayNotice(secret, notice({ step: "Confirmation" }));
    expect(event.payment).toBeUndefined();
    expect(event.eventKey).toBe("securepay.confirmation.ok:ORDER-1001");
    expect(event.reply?.body).toContain("Accepted");
  });

  it("keeps odd status text out of the key's structure", () => {
    const event = parseSecurePayNotice(secret, notice({ status: "a:b c", step: "" }));
    expect(event.eventKey).toBe("securepay.none.a_b_c:ORDER-1001");
  });
});
