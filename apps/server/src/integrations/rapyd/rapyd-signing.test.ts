import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { RapydWebhookError } from "./rapyd-errors";
import { serializeBody, signRequest, signWebhook, verifyWebhook } from "./rapyd-signing";

/** The worked example of docs/brokers.md §1.2. */
const example = {
  salt: "a1b2c3d4e5f6a7b8",
  timestamp: "1700000000",
  accessKey: "ACCESS_KEY_EXAMPLE",
  secretKey: "SECRET_KEY_EXAMPLE",
};
const checkoutBody = '{"amount":15000,"currency":"ISK","country":"IS","merchant_reference_id":"bk_123"}';

describe("signRequest", () => {
  it("reproduces the POST /v1/checkout vector", () => {
    const signature = signRequest({ ...example, method: "post", path: "/v1/checkout", body: checkoutBody });
    expect(signature).toBe(
      "MWZkNzhhMjRjMTE5MjgwY2Q1M2Q4MTg2MTI2NmUyNDc2MTk0YTQ2MGMyOTM1YzRjZmEyNTk2ZGVkY2MwZDQxZg==",
    );
    expect(Buffer.from(signature, "base64").toString("utf8")).toBe(
      "1fd78a24c119280cd53d81861266e2476194a460c2935c4cfa2596dedcc0d41f",
    );
  });

  it("never produces the wrong form that base64-encodes the raw digest", () => {
    const signature = signRequest({ ...example, method: "POST", path: "/v1/checkout", body: checkoutBody });
    expect(signature).not.toBe("H9eKJMEZKAzVPYGGEmbiR2GUpGDCk1xM+iWW3tzA1B8=");
  });

  it("reproduces the GET upcoming-invoice vector, query included, empty body", () => {
    const signature = signRequest({
      ...example,
      method: "GET",
      path: "/v1/invoices/upcoming?customer=cus_123&currency=ISK",
      body: "",
    });
    expect(signature).toBe(
      "YTNjMzc0N2Y1YWQ0ZDg4ZGE1NGUyNTI4ZmRmNGRiODliM2EyMWIxZTYzODEyYWFlZmFiYjUzMWM1NjVkNzg5Yw==",
    );
  });

  it("signs an empty object as an empty body", () => {
    const path = "/v1/invoices/upcoming?customer=cus_123&currency=ISK";
    expect(signRequest({ ...example, method: "get", path, body: "{}" })).toBe(
      signRequest({ ...example, method: "get", path, body: "" }),
    );
    expect(serializeBody({})).toBe("");
    expect(serializeBody(undefined)).toBe("");
    expect(serializeBody({ amount: 10.5 })).toBe('{"amount":10.5}');
  });
});

/** The public vector of docs/brokers.md §1.3 (omnipay-rapyd's WebhookPaymentCompleted mock). */
const vector = {
  url: "https://foo.bar/notify",
  accessKey: "41473424D6BDB8C19778",
  secretKey: "a699faeb232ecf91666c7db11e2ec615a90ef3139d059273f963cbb28acd7ff582d8f08fd34419e8",
};
const vectorHeaders = {
  salt: "0IWZS83/E8w2wvDbqG8HGQ==",
  timestamp: "1705910981",
  signature: "YWQ0MGU4M2Q5YWQ3MGRhZWZhNDU3Y2Q1YTZlZDQwODZjNjY0MGM2YmZlZDJmYmI0ZGIwMzRlY2Y1MjE0ZTBhMQ==",
};
const vectorBody = fs
  .readFileSync(new URL("./fixtures/webhook-payment-completed.body.txt", import.meta.url), "utf8")
  .trim();
const vectorTime = new Date(1705910990 * 1000);

function rejection(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof RapydWebhookError) return error.reason;
    throw error;
  }
  return undefined;
}

describe("verifyWebhook", () => {
  it("accepts the public vector and parses the event", () => {
    expect(vectorBody.length).toBe(2363);
    const event = verifyWebhook(vector, vectorHeaders, vectorBody, vectorTime);
    expect(event.id).toBe("wh_13bfff5e35600b38a1b72ac5dc35ed79");
    expect(event.type).toBe("PAYMENT_SUCCEEDED");
    expect(event.createdAt).toBe(1705910981);
    expect(event.data.merchant_reference_id).toBe("abcd12345678");
  });

  it("signs with the full URL: the path alone or an empty URL gives another signature", () => {
    const signed = (url: string) => signWebhook({ ...vector, ...vectorHeaders, url, body: vectorBody });
    expect(signed(vector.url)).toBe(vectorHeaders.signature);
    expect(signed("/notify")).not.toBe(vectorHeaders.signature);
    expect(signed("")).not.toBe(vectorHeaders.signature);
    expect(
      rejection(() => verifyWebhook({ ...vector, url: "/notify" }, vectorHeaders, vectorBody, vectorTime)),
    ).toBe("bad-signature");
  });

  it("refuses a changed body, a re-serialized body and a forged signature", () => {
    const changed = vectorBody.replace('"amount":100', '"amount":101');
    expect(rejection(() => verifyWebhook(vector, vectorHeaders, changed, vectorTime))).toBe("bad-signature");
    const reserialized = JSON.stringify(JSON.parse(vectorBody), null, 1);
    expect(rejection(() => verifyWebhook(vector, vectorHeaders, reserialized, vectorTime))).toBe(
      "bad-signature",
    );
    const forged = { ...vectorHeaders, signature: Buffer.from("0".repeat(64)).toString("base64") };
    expect(rejection(() => verifyWebhook(vector, forged, vectorBody, vectorTime))).toBe("bad-signature");
    expect(
      rejection(() =>
        verifyWebhook({ ...vector, secretKey: "other" }, vectorHeaders, vectorBody, vectorTime),
      ),
    ).toBe("bad-signature");
  });

  it("refuses a stale or far-future timestamp even when correctly signed", () => {
    const late = new Date((1705910981 + 301) * 1000);
    expect(rejection(() => verifyWebhook(vector, vectorHeaders, vectorBody, late))).toBe("stale");
    const early = new Date((1705910981 - 301) * 1000);
    expect(rejection(() => verifyWebhook(vector, vectorHeaders, vectorBody, early))).toBe("stale");
    const lenient = { ...vector, maxAgeSeconds: 3600 };
    expect(rejection(() => verifyWebhook(lenient, vectorHeaders, vectorBody, late))).toBeUndefined();
  });

  it("refuses missing headers and a signed body that is not an event", () => {
    expect(rejection(() => verifyWebhook(vector, { ...vectorHeaders, salt: undefined }, vectorBody))).toBe(
      "missing-headers",
    );
    const headers = { salt: "s", timestamp: "1705910981" };
    const notJson = "not json";
    const signature = signWebhook({ ...vector, ...headers, body: notJson });
    expect(rejection(() => verifyWebhook(vector, { ...headers, signature }, notJson, vectorTime))).toBe(
      "malformed-body",
    );
  });
});
