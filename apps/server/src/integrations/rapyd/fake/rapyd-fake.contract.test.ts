import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRapydHttpClient } from "../rapyd-http-client";
import { RapydError } from "../rapyd-errors";
import { rapydFakeKeys, rapydSandboxPrefix } from "../rapyd-config";
import { signRequest } from "../rapyd-signing";
import { startSandbox, type Sandbox } from "./fake-test-sandbox";

let s: Sandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => s.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const checkoutInput = (reference: string) => ({
  amount: 29.9,
  currency: "EUR" as const,
  country: "IS",
  customer: "",
  merchantReferenceId: reference,
  description: "Basic plan, one month",
  completeCheckoutUrl: "https://console.example/done",
  cancelCheckoutUrl: "https://console.example/cancel",
  metadata: { tenantId: "t1" },
});

/** Sends a request signed by hand, to show what the fake refuses. */
async function rawRequest(
  method: string,
  path: string,
  body: string,
  overrides: Record<string, string> = {},
) {
  const salt = "abcdef0123456789";
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signRequest({ ...rapydFakeKeys, method, path, body, salt, timestamp });
  const response = await fetch(`${s.origin}${rapydSandboxPrefix}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      access_key: rapydFakeKeys.accessKey,
      salt,
      timestamp,
      signature,
      ...overrides,
    },
    body: method === "GET" ? undefined : body,
  });
  return { status: response.status, json: (await response.json()) as { status: Record<string, string> } };
}

describe("the HTTP client against the built-in fake, over HTTP", () => {
  it("creates a customer and a hosted checkout, and reads the checkout back", async () => {
    const customer = await s.client.createCustomer(
      { name: "Fjord Tours", email: "owner@fjord.example", tenantId: "t1" },
      "customer:t1",
    );
    expect(customer.id).toMatch(/^cus_[0-9a-f]{32}$/);
    const checkout = await s.client.createCheckout(
      { ...checkoutInput("attempt-1"), customer: customer.id },
      "checkout:attempt-1",
    );
    expect(checkout.id).toMatch(/^checkout_/);
    expect(checkout.redirectUrl).toBe(`${s.origin}/rapyd-sandbox/hosted/checkout/${checkout.id}`);
    expect(await s.client.getCheckout(checkout.id)).toEqual({
      id: checkout.id,
      status: "NEW",
      payment: null,
    });
  });

  it("creates a save-card page for a customer", async () => {
    const customer = await s.client.createCustomer(
      { name: "A", email: "a@example.com", tenantId: "t2" },
      "customer:t2",
    );
    const page = await s.client.createCardSaveSession(
      {
        customer: customer.id,
        merchantReferenceId: "card-1",
        completeUrl: "https://c.example/ok",
        cancelUrl: "https://c.example/no",
      },
      "card:1",
    );
    expect(page.redirectUrl).toBe(`${s.origin}/rapyd-sandbox/hosted/card/${page.id}`);
    expect(await s.client.listPaymentMethods(customer.id)).toEqual([]);
  });

  it("refuses to charge a customer without a saved card", async () => {
    const customer = await s.client.createCustomer(
      { name: "B", email: "b@example.com", tenantId: "t3" },
      "customer:t3",
    );
    const error = await failure(
      s.client.chargeCustomer(
        {
          customer: customer.id,
          amount: 5,
          currency: "EUR",
          merchantReferenceId: "renewal-1",
          description: "Renewal",
        },
        "charge:renewal-1",
      ),
    );
    expect(error).toBeInstanceOf(RapydError);
    expect(error).toMatchObject({ errorCode: "ERROR_PAYMENT_METHOD_NOT_FOUND", httpStatus: 400 });
    expect((error as RapydError).operationId).toBeTruthy();
  });

  it("answers unknown ids and invalid bodies with Rapyd-style errors", async () => {
    await expect(s.client.getPayment("payment_missing")).rejects.toMatchObject({
      errorCode: "ERROR_GET_PAYMENT",
      httpStatus: 404,
    });
    await expect(s.client.getCheckout("checkout_missing")).rejects.toMatchObject({ httpStatus: 404 });
    await expect(s.client.listPaymentMethods("cus_missing")).rejects.toMatchObject({
      errorCode: "ERROR_GET_CUSTOMER",
    });
    const customer = await s.client.createCustomer(
      { name: "C", email: "c@example.com", tenantId: "t4" },
      "customer:t4",
    );
    const tooPrecise = { ...checkoutInput("attempt-x"), customer: customer.id, amount: 10.123 };
    await expect(s.client.createCheckout(tooPrecise, "checkout:x")).rejects.toMatchObject({
      errorCode: "INVALID_FIELDS",
    });
    const script = {
      ...checkoutInput("attempt-y"),
      customer: customer.id,
      completeCheckoutUrl: "javascript:alert(1)",
    };
    await expect(s.client.createCheckout(script, "checkout:y")).rejects.toMatchObject({
      errorCode: "INVALID_FIELDS",
    });
    const unknown = await rawRequest("GET", "/v1/wallets", "");
    expect(unknown.status).toBe(404);
    expect(unknown.json.status.status).toBe("ERROR");
  });
});

describe("request signatures", () => {
  it("refuses a client holding the wrong secret key", async () => {
    const impostor = createRapydHttpClient({
      accessKey: rapydFakeKeys.accessKey,
      secretKey: "guessed",
      baseUrl: `${s.origin}/rapyd-sandbox`,
    });
    const error = await failure(
      impostor.createCustomer({ name: "X", email: "x@example.com", tenantId: "x" }, "customer:x"),
    );
    expect(error).toMatchObject({ errorCode: "UNAUTHENTICATED_API_CALL", httpStatus: 401 });
  });

  it("refuses a stale timestamp, a changed body, a changed query and missing headers", async () => {
    const body = JSON.stringify({ name: "Y", email: "y@example.com" });
    const valid = await rawRequest("POST", "/v1/customers", body);
    expect(valid.status).toBe(200);
    const stale = String(Math.floor(Date.now() / 1000) - 120);
    const staleSignature = signRequest({
      ...rapydFakeKeys,
      method: "post",
      path: "/v1/customers",
      body,
      salt: "s1",
      timestamp: stale,
    });
    const old = await rawRequest("POST", "/v1/customers", body, {
      salt: "s1",
      timestamp: stale,
      signature: staleSignature,
    });
    expect(old.status).toBe(401);
    expect(old.json.status).toMatchObject({ status: "ERROR", error_code: "UNAUTHENTICATED_API_CALL" });
    const signedFor = signRequest({
      ...rapydFakeKeys,
      method: "post",
      path: "/v1/customers",
      body,
      salt: "s2",
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    const tampered = await fetch(`${s.origin}/rapyd-sandbox/v1/customers`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        access_key: rapydFakeKeys.accessKey,
        salt: "s2",
        timestamp: String(Math.floor(Date.now() / 1000)),
        signature: signedFor,
      },
      body: body.replace("Y", "Z"),
    });
    expect(tampered.status).toBe(401);
    const query = await rawRequest("GET", "/v1/payments/payment_1", "", {
      signature: signRequest({
        ...rapydFakeKeys,
        method: "get",
        path: "/v1/payments/payment_2",
        body: "",
        salt: "abcdef0123456789",
        timestamp: String(Math.floor(Date.now() / 1000)),
      }),
    });
    expect(query.status).toBe(401);
    const bare = await fetch(`${s.origin}/rapyd-sandbox/v1/payments/payment_1`);
    expect(bare.status).toBe(401);
  });
});

describe("idempotency", () => {
  it("returns the first answer to a repeated key, also when the repeats arrive together", async () => {
    const input = { name: "Same", email: "same@example.com", tenantId: "t5" };
    const first = await s.client.createCustomer(input, "customer:t5");
    const again = await s.client.createCustomer({ ...input, name: "Changed" }, "customer:t5");
    expect(again.id).toBe(first.id);
    const other = await s.client.createCustomer(input, "customer:t5:2");
    expect(other.id).not.toBe(first.id);
    const together = await Promise.all(
      [1, 2, 3, 4].map(() =>
        s.client.createCheckout({ ...checkoutInput("attempt-9"), customer: first.id }, "checkout:attempt-9"),
      ),
    );
    expect(new Set(together.map((c) => c.id)).size).toBe(1);
  });

  it("lets a refused request be retried with the same key", async () => {
    const customer = await s.client.createCustomer(
      { name: "D", email: "d@example.com", tenantId: "t6" },
      "customer:t6",
    );
    const bad = { ...checkoutInput("attempt-r"), customer: customer.id, amount: -1 };
    await expect(s.client.createCheckout(bad, "checkout:attempt-r")).rejects.toBeInstanceOf(RapydError);
    const good = await s.client.createCheckout({ ...bad, amount: 1 }, "checkout:attempt-r");
    expect(good.id).toMatch(/^checkout_/);
  });
});
