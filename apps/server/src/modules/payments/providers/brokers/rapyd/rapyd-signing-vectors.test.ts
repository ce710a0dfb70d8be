import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { WebhookRejectedError, type WebhookRequest } from "../../payment-broker.types";
import { verifyFakeRequest } from "../../../../../integrations/rapyd/fake/fake-request-auth";
import { createRapydBroker } from "./rapyd-broker";
import { parseRapydNotice } from "./rapyd-notice";
import { brokerContext } from "./rapyd-test-support";

/** The worked example of docs/brokers.md §1.2. */
const example = {
  salt: "a1b2c3d4e5f6a7b8",
  timestamp: "1700000000",
  accessKey: "ACCESS_KEY_EXAMPLE",
  secretKey: "SECRET_KEY_EXAMPLE",
};
const checkoutBody = '{"amount":15000,"currency":"ISK","country":"IS","merchant_reference_id":"bk_123"}';
const checkoutSignature =
  "MWZkNzhhMjRjMTE5MjgwY2Q1M2Q4MTg2MTI2NmUyNDc2MTk0YTQ2MGMyOTM1YzRjZmEyNTk2ZGVkY2MwZDQxZg==";

/** rapyd-signing.test.ts reproduces these vectors; here the fake checks a request signed with them. */
describe("request signing (docs/brokers.md §1.2 vectors)", () => {
  const vectorRequest = {
    method: "POST",
    target: "/v1/checkout",
    body: checkoutBody,
    headers: { access_key: example.accessKey, ...example, signature: checkoutSignature },
  };
  const keys = { accessKey: example.accessKey, secretKey: example.secretKey };

  it("is accepted by the test server at the vector's moment", () => {
    expect(() => verifyFakeRequest(vectorRequest, keys, new Date(1700000030 * 1000))).not.toThrow();
  });

  it("is refused by the test server more than a minute later, or with one byte of the body changed", () => {
    expect(() => verifyFakeRequest(vectorRequest, keys, new Date(1700000061 * 1000))).toThrow(/timestamp/);
    const changed = { ...vectorRequest, body: checkoutBody.replace("15000", "15001") };
    expect(() => verifyFakeRequest(changed, keys, new Date(1700000000 * 1000))).toThrow(/signature/);
  });
});

/** The public vector of docs/brokers.md §1.3 (omnipay-rapyd's WebhookPaymentCompleted mock). */
const vectorKeys = {
  accessKey: "41473424D6BDB8C19778",
  secretKey: "a699faeb232ecf91666c7db11e2ec615a90ef3139d059273f963cbb28acd7ff582d8f08fd34419e8",
};
const vectorBody = fs
  .readFileSync(
    new URL("../../../../../integrations/rapyd/fixtures/webhook-payment-completed.body.txt", import.meta.url),
    "utf8",
  )
  .trim();
const vector: WebhookRequest = {
  url: "https://foo.bar/notify",
  rawBody: vectorBody,
  headers: {
    salt: "0IWZS83/E8w2wvDbqG8HGQ==",
    timestamp: "1705910981",
    signature: "YWQ0MGU4M2Q5YWQ3MGRhZWZhNDU3Y2Q1YTZlZDQwODZjNjY0MGM2YmZlZDJmYmI0ZGIwMzRlY2Y1MjE0ZTBhMQ==",
  },
};
const vectorTime = new Date(1705910990 * 1000);

describe("notice verification (docs/brokers.md §1.3 public vector)", () => {
  it("verifies the vector over the full URL and reads it as a paid payment", () => {
    expect(parseRapydNotice(vector, vectorKeys, vectorTime)).toEqual({
      eventKey: "wh_13bfff5e35600b38a1b72ac5dc35ed79",
      payment: {
        transactionId: "abcd12345678",
        outcome: "Succeeded",
        amount: 10000,
        currency: "USD",
        brokerReference: "payment_cffe17e09504636e9d09b99bbc027272",
      },
    });
  });

  it("accepts the headers whatever their case", () => {
    const headers = Object.fromEntries(Object.entries(vector.headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(parseRapydNotice({ ...vector, headers }, vectorKeys, vectorTime).eventKey).toBe(
      "wh_13bfff5e35600b38a1b72ac5dc35ed79",
    );
  });

  it.each([
    ["only the path as URL", { ...vector, url: "/notify" }],
    ["an empty URL", { ...vector, url: "" }],
    [
      "one byte of the body changed",
      { ...vector, rawBody: vectorBody.replace('"amount":100,', '"amount":900,') },
    ],
    ["no signature header", { ...vector, headers: { ...vector.headers, signature: undefined } }],
  ])("rejects the vector with %s", (_case, request) => {
    expect(() => parseRapydNotice(request, vectorKeys, vectorTime)).toThrow(WebhookRejectedError);
  });

  it("rejects the vector with another account's secret", () => {
    const keys = { ...vectorKeys, secretKey: `${vectorKeys.secretKey.slice(0, -1)}9` };
    expect(() => parseRapydNotice(vector, keys, vectorTime)).toThrow("signature is not valid");
  });

  it("rejects the vector more than five minutes after its timestamp", () => {
    const late = new Date((1705910981 + 301) * 1000);
    expect(() => parseRapydNotice(vector, vectorKeys, late)).toThrow("timestamp is too far from now");
    const justInTime = new Date((1705910981 + 300) * 1000);
    expect(parseRapydNotice(vector, vectorKeys, justInTime).payment?.outcome).toBe("Succeeded");
  });

  it("is stale for the adapter, which checks against the real clock", async () => {
    const broker = createRapydBroker(brokerContext("http://127.0.0.1:9", vectorKeys));
    await expect(broker.parseWebhook(vector)).rejects.toThrow("timestamp is too far from now");
  });
});
