import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { inProcessFetch } from "./in-process-fetch";
import { signRequest } from "../rapyd-signing";
import { rapydFakeKeys, rapydFromConfig } from "../rapyd-config";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the fake without an open port", () => {
  it("serves the signed client in-process and refuses a wrong key the same way", async () => {
    t.app.config.rapydSandboxOrigin = "http://stund.invalid";
    const { client } = rapydFromConfig(t.app.config, { fetch: inProcessFetch(t.app) });
    const customer = await client.createCustomer(
      { name: "N", email: "n@example.com", tenantId: "n" },
      "customer:n",
    );
    const checkout = await client.createCheckout(
      {
        amount: 3,
        currency: "EUR",
        country: "IS",
        customer: customer.id,
        merchantReferenceId: "n-1",
        description: "Plan",
        completeCheckoutUrl: "https://console.example/done",
        cancelCheckoutUrl: "https://console.example/cancel",
      },
      "checkout:n-1",
    );
    expect(checkout.redirectUrl).toBe(`http://stund.invalid/rapyd-sandbox/hosted/checkout/${checkout.id}`);
    const page = await t.app.inject({ method: "GET", url: new URL(checkout.redirectUrl).pathname });
    expect(page.body).toContain("Pay 3.00 EUR");

    const wrong = rapydFromConfig(
      {
        ...t.app.config,
        rapyd: { accessKey: "x", secretKey: "y", baseUrl: "http://stund.invalid/rapyd-sandbox" },
      },
      { fetch: inProcessFetch(t.app) },
    );
    await expect(wrong.client.getPayment("payment_1")).rejects.toMatchObject({ httpStatus: 401 });
  });
});

const oddIds = ["\u0000", "%00", "x".repeat(300), "ÞÆÖ🙂", "../../etc/passwd", "' or 1=1 --", ""];

/** A request signed with the fake's keys, sent in-process. */
function signedInject(method: "GET" | "POST", path: string, body = "") {
  const salt = "0123456789abcdef";
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signRequest({ ...rapydFakeKeys, method, path, body, salt, timestamp });
  return t.app.inject({
    method,
    url: `/rapyd-sandbox${path}`,
    headers: {
      "content-type": "application/json",
      access_key: rapydFakeKeys.accessKey,
      salt,
      timestamp,
      signature,
    },
    ...(method === "POST" ? { payload: body } : {}),
  });
}

describe("odd input", () => {
  it("never makes the fake answer with a server error", async () => {
    const failures: string[] = [];
    const check = (what: string, status: number) => {
      if (status >= 500) failures.push(`${what} → ${status}`);
    };
    for (const id of oddIds) {
      const encoded = encodeURIComponent(id);
      for (const path of [
        `/v1/payments/${encoded}`,
        `/v1/checkout/${encoded}`,
        `/v1/customers/${encoded}/payment_methods`,
      ])
        check(path, (await signedInject("GET", path)).statusCode);
      for (const page of ["checkout", "card"]) {
        const url = `/rapyd-sandbox/hosted/${page}/${encoded}`;
        check(url, (await t.app.inject({ method: "GET", url })).statusCode);
        const form = { cardNumber: "4111111111111111", expiry: "12/40", cvc: "123" };
        check(
          `POST ${url}`,
          (
            await t.app.inject({
              method: "POST",
              url,
              payload: form,
              headers: { "content-type": "application/x-www-form-urlencoded" },
            })
          ).statusCode,
        );
      }
    }
    const bodies = [
      "[]",
      "42",
      "null",
      '"text"',
      "{",
      '{"name":"a\\u0000b","email":"x"}',
      '{"customer":"\\u0000"}',
    ];
    for (const body of bodies) {
      for (const path of ["/v1/customers", "/v1/checkout", "/v1/hosted/collect/card", "/v1/payments"])
        check(`POST ${path} ${body}`, (await signedInject("POST", path, body)).statusCode);
    }
    expect(failures).toEqual([]);
  });
});
