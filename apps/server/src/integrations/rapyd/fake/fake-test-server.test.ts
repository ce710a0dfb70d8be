import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newSalt, signRequest } from "../rapyd-signing";
import type { RapydEnvelope } from "../rapyd-wire";
import { startRapydFake, type RapydFakeServer } from "./fake-test-server";

/** The keys of the test server's Rapyd account. */
const accountKeys = {
  accessKey: "rak_test_7d1e4c9a2b6f",
  secretKey: "rsk_test_5a0f3e8d2c7b1a6e9f4d0c3b",
};

let fake: RapydFakeServer;
beforeAll(async () => {
  fake = await startRapydFake(accountKeys);
});
afterAll(() => fake.close());

interface Signing {
  path: string;
  method?: "GET" | "POST";
  body?: string;
  signedPath?: string;
  signedBody?: string;
  accessKey?: string;
  secretKey?: string;
  timestamp?: number;
}

/** A request signed by hand, so each part of the signature can be got wrong on purpose. */
async function call(signing: Signing) {
  const method = signing.method ?? "GET";
  const salt = newSalt();
  const timestamp = String(signing.timestamp ?? Math.floor(Date.now() / 1000));
  const accessKey = signing.accessKey ?? accountKeys.accessKey;
  const signature = signRequest({
    method,
    path: signing.signedPath ?? signing.path,
    body: signing.signedBody ?? signing.body ?? "",
    salt,
    timestamp,
    accessKey,
    secretKey: signing.secretKey ?? accountKeys.secretKey,
  });
  const response = await fetch(`${fake.url}${signing.path}`, {
    method,
    headers: { "content-type": "application/json", access_key: accessKey, salt, timestamp, signature },
    body: method === "GET" ? undefined : (signing.body ?? ""),
  });
  const envelope = (await response.json()) as Required<RapydEnvelope<Record<string, unknown>>>;
  return { httpStatus: response.status, envelope };
}

const checkoutBody = JSON.stringify({ amount: 15000, currency: "ISK", country: "IS" });

describe("the Rapyd test server's request checks", () => {
  it("answers a correctly signed request in Rapyd's envelope", async () => {
    const created = await call({ method: "POST", path: "/v1/checkout", body: checkoutBody });
    expect(created.httpStatus).toBe(200);
    expect(created.envelope.status.status).toBe("SUCCESS");
    expect(created.envelope.data.id).toMatch(/^checkout_[0-9a-f]{32}$/);
    const read = await call({ path: `/v1/checkout/${String(created.envelope.data.id)}` });
    expect(read.envelope.data).toMatchObject({ status: "NEW", amount: 15000, currency: "ISK" });
  });

  it("signs over the query too", async () => {
    const path = "/v1/payments?merchant_reference_id=ptx_1&limit=5";
    expect((await call({ path })).httpStatus).toBe(200);
    const withoutQuery = await call({ path, signedPath: "/v1/payments" });
    expect(withoutQuery.httpStatus).toBe(401);
  });

  it.each<[string, Partial<Signing>]>([
    ["a wrong secret", { secretKey: `${accountKeys.secretKey}x` }],
    ["an unknown access key", { accessKey: "rak_test_other" }],
    ["a timestamp two minutes old", { timestamp: Math.floor(Date.now() / 1000) - 120 }],
    ["a timestamp two minutes ahead", { timestamp: Math.floor(Date.now() / 1000) + 120 }],
    ["a signature over another body", { signedBody: checkoutBody.replace("15000", "1500") }],
  ])("refuses %s with 401 and an error envelope, creating nothing", async (_case, wrong) => {
    const before = fake.state.checkouts.size;
    const answer = await call({ method: "POST", path: "/v1/checkout", body: checkoutBody, ...wrong });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.status).toMatchObject({ status: "ERROR", error_code: "UNAUTHENTICATED_API_CALL" });
    expect(answer.envelope.status.operation_id).toEqual(expect.any(String));
    expect(fake.state.checkouts.size).toBe(before);
  });

  it("refuses a request without signature headers", async () => {
    const response = await fetch(`${fake.url}/v1/checkout`, { method: "POST", body: checkoutBody });
    expect(response.status).toBe(401);
  });

  it("refuses an amount with more decimals than its currency has", async () => {
    const body = JSON.stringify({ amount: 150.5, currency: "ISK", country: "IS" });
    const answer = await call({ method: "POST", path: "/v1/checkout", body });
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope.status.message).toContain("more decimals");
  });

  it("answers an unknown checkout with 404 in the envelope", async () => {
    const answer = await call({ path: "/v1/checkout/checkout_0000" });
    expect(answer.httpStatus).toBe(404);
    expect(answer.envelope.status.status).toBe("ERROR");
  });
});
