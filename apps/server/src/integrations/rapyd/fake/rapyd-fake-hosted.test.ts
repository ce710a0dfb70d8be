import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rapydFakeWebhookDeliveries } from "../../../db/schema/rapyd-fake";
import { rapydFakeKeys } from "../rapyd-config";
import { verifyWebhook } from "../rapyd-signing";
import { startSandbox, type ReceivedWebhook, type Sandbox } from "./fake-test-sandbox";

let s: Sandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => s.close());

const complete = "https://console.example/billing/done?attempt=1";
const cancel = "https://console.example/billing/cancelled";
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const card = (cardNumber: string) => ({ cardNumber, expiry: `12/${nextYear}`, cvc: "123" });
const success = card("4111 1111 1111 1111");
const decline = card("4000 0000 0000 0002");

/** What a browser does: a plain form post that does not follow the redirect. */
function submit(url: string, form: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
}

function verified(webhook: ReceivedWebhook) {
  const settings = {
    url: s.receiver.url,
    accessKey: rapydFakeKeys.accessKey,
    secretKey: rapydFakeKeys.secretKey,
  };
  return verifyWebhook(settings, webhook.headers, webhook.body);
}

async function newCheckout(reference: string, description = "Standard plan, one month") {
  const customer = await s.client.createCustomer(
    { name: "Glacier Walks", email: `${reference}@example.com`, tenantId: reference },
    `customer:${reference}`,
  );
  const checkout = await s.client.createCheckout(
    {
      amount: 12.5,
      currency: "EUR",
      country: "IS",
      customer: customer.id,
      merchantReferenceId: reference,
      description,
      completeCheckoutUrl: complete,
      cancelCheckoutUrl: cancel,
    },
    `checkout:${reference}`,
  );
  return { customer, checkout };
}

describe("the hosted checkout page", () => {
  it("shows the amount, the description, a labelled card form and the test cards", async () => {
    const { checkout } = await newCheckout("page-1", "Plan <Premium> & more");
    const response = await fetch(checkout.redirectUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain("Pay 12.50 EUR");
    expect(html).toContain("Plan &lt;Premium&gt; &amp; more");
    expect(html).not.toContain("<Premium>");
    for (const label of ['for="cardNumber"', 'for="expiry"', 'for="cvc"', 'autocomplete="cc-number"'])
      expect(html).toContain(label);
    expect(html).toContain("4111 1111 1111 1111");
    expect(html).toContain("4000 0000 0000 0002");
    expect(html).toContain(`href="${cancel}"`);
  });

  it("declines the decline card, shows the error with a retry, and sends PAYMENT_FAILED", async () => {
    const { checkout } = await newCheckout("decline-1");
    const response = await submit(checkout.redirectUrl, decline);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/rapyd-sandbox/hosted/checkout/${checkout.id}?error=declined`,
    );
    const page = await (await fetch(new URL(response.headers.get("location")!, s.origin))).text();
    expect(page).toContain('role="alert"');
    expect(page).toContain("Card declined");
    expect(page).toContain("<form");
    const read = await s.client.getCheckout(checkout.id);
    expect(read.status).toBe("NEW");
    expect(read.payment).toMatchObject({
      status: "ERR",
      failureMessage: "Card declined",
      merchantReferenceId: "decline-1",
    });
    const event = verified(await s.receiver.next());
    expect(event.type).toBe("PAYMENT_FAILED");
    expect(event.data).toMatchObject({
      id: read.payment!.id,
      status: "ERR",
      merchant_reference_id: "decline-1",
    });
  });

  it("takes the success card: redirects to the complete URL, saves the card, sends PAYMENT_COMPLETED", async () => {
    const { customer, checkout } = await newCheckout("success-1");
    const response = await submit(checkout.redirectUrl, success);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(complete);
    const read = await s.client.getCheckout(checkout.id);
    expect(read.status).toBe("DON");
    expect(read.payment).toMatchObject({
      status: "CLO",
      amount: 12.5,
      currency: "EUR",
      merchantReferenceId: "success-1",
    });
    const [method] = await s.client.listPaymentMethods(customer.id);
    expect(method).toMatchObject({ brand: "Visa", last4: "1111", expMonth: 12 });
    expect(read.payment!.paymentMethodId).toBe(method!.id);
    expect(await s.client.getPayment(read.payment!.id)).toEqual(read.payment);
    const event = verified(await s.receiver.next());
    expect(event.type).toBe("PAYMENT_COMPLETED");
    expect(event.id).toMatch(/^wh_/);
    expect(event.data).toMatchObject({ id: read.payment!.id, status: "CLO", customer_token: customer.id });
    // A second submit (double click, back button) charges nothing more.
    const again = await submit(checkout.redirectUrl, success);
    expect(again.headers.get("location")).toBe(complete);
    expect((await s.client.getCheckout(checkout.id)).payment!.id).toBe(read.payment!.id);
    expect(await (await fetch(checkout.redirectUrl)).text()).toContain("This checkout has been paid.");
  });

  it("sends a form with a mistake back to the page with its message", async () => {
    const { checkout } = await newCheckout("mistakes-1");
    const cases: [Record<string, string>, string][] = [
      [{ ...success, cardNumber: "12" }, "number"],
      [{ ...success, cardNumber: "5555 5555 5555 4444" }, "unknown-card"],
      [{ ...success, expiry: "01/20" }, "expiry"],
      [{ ...success, cvc: "x" }, "cvc"],
    ];
    for (const [form, error] of cases) {
      const response = await submit(checkout.redirectUrl, form);
      expect(response.headers.get("location"), error).toMatch(new RegExp(`\\?error=${error}$`));
    }
    expect((await s.client.getCheckout(checkout.id)).payment).toBeNull();
  });

  it("answers an unknown page with a 404 page", async () => {
    const response = await fetch(`${s.origin}/rapyd-sandbox/hosted/checkout/checkout_nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This payment page does not exist");
  });
});

describe("the save-card page and charging the saved card", () => {
  it("saves a card as the default; charges follow that card", async () => {
    const customer = await s.client.createCustomer(
      { name: "E", email: "e@example.com", tenantId: "t-e" },
      "customer:t-e",
    );
    const save = async (form: Record<string, string>, reference: string) => {
      const page = await s.client.createCardSaveSession(
        { customer: customer.id, merchantReferenceId: reference, completeUrl: complete, cancelUrl: cancel },
        `card:${reference}`,
      );
      const html = await (await fetch(page.redirectUrl)).text();
      expect(html).toContain("Save a card");
      const response = await submit(page.redirectUrl, form);
      expect(response.headers.get("location")).toBe(complete);
    };
    const charge = (reference: string) =>
      s.client.chargeCustomer(
        {
          customer: customer.id,
          amount: 7.25,
          currency: "EUR",
          merchantReferenceId: reference,
          description: "Renewal",
        },
        `charge:${reference}`,
      );

    await save(success, "card-ok");
    const paid = await charge("renewal-ok");
    expect(paid).toMatchObject({
      status: "CLO",
      amount: 7.25,
      merchantReferenceId: "renewal-ok",
      failureMessage: null,
    });
    expect(verified(await s.receiver.next())).toMatchObject({
      type: "PAYMENT_COMPLETED",
      data: { id: paid.id },
    });
    expect((await charge("renewal-ok")).id).toBe(paid.id);

    await save(decline, "card-bad");
    const methods = await s.client.listPaymentMethods(customer.id);
    expect(methods.map((m) => m.last4)).toEqual(["0002", "1111"]);
    const declined = await charge("renewal-bad");
    expect(declined).toMatchObject({
      status: "ERR",
      failureMessage: "Card declined",
      paymentMethodId: methods[0]!.id,
    });
    expect(verified(await s.receiver.next())).toMatchObject({
      type: "PAYMENT_FAILED",
      data: { id: declined.id },
    });
  });
});

describe("webhook delivery", () => {
  it("retries a delivery the receiver refused and records the attempts", async () => {
    s.receiver.answers.push(500);
    const { checkout } = await newCheckout("retry-1");
    await submit(checkout.redirectUrl, success);
    const first = await s.receiver.next();
    const second = await s.receiver.next();
    const event = verified(second);
    expect(verified(first).id).toBe(event.id);
    expect(second.headers.salt).not.toBe(first.headers.salt);
    await expect.poll(async () => (await rowsOf(event.id))[0]?.status).toBe("DELIVERED");
    expect((await rowsOf(event.id))[0]).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
  });
});

function rowsOf(id: string) {
  return s.t.database.db
    .select()
    .from(rapydFakeWebhookDeliveries)
    .where(eq(rapydFakeWebhookDeliveries.id, id));
}
