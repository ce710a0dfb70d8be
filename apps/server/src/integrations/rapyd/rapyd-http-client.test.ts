import { describe, expect, it } from "vitest";
import { RapydError } from "./rapyd-errors";
import { createRapydHttpClient } from "./rapyd-http-client";
import { signRequest } from "./rapyd-signing";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const keys = { accessKey: "ak_test", secretKey: "sk_test" };

/** A fetch that records what was sent and answers with the given status and JSON text. */
function stubFetch(httpStatus: number, answer: unknown) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method!,
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(typeof answer === "string" ? answer : JSON.stringify(answer), { status: httpStatus });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

const ok = (data: unknown) => ({
  status: { status: "SUCCESS", error_code: "", message: "", response_code: "", operation_id: "op_1" },
  data,
});

describe("the Rapyd HTTP client", () => {
  it("signs exactly the bytes it sends and passes the idempotency key", async () => {
    const { sent, fetch } = stubFetch(200, ok({ id: "checkout_1", redirect_url: "https://pay.example/c1" }));
    const client = createRapydHttpClient({ ...keys, baseUrl: "https://api.example/", fetch });
    const result = await client.createCheckout(
      {
        amount: 10.5,
        currency: "EUR",
        country: "IS",
        customer: "cus_1",
        merchantReferenceId: "attempt_1",
        description: "Basic plan",
        completeCheckoutUrl: "https://app.example/done",
        cancelCheckoutUrl: "https://app.example/cancel",
      },
      "checkout:attempt_1",
    );
    expect(result).toEqual({ id: "checkout_1", redirectUrl: "https://pay.example/c1" });
    const [request] = sent;
    expect(request!.url).toBe("https://api.example/v1/checkout");
    expect(request!.headers.idempotency).toBe("checkout:attempt_1");
    expect(request!.headers.access_key).toBe("ak_test");
    expect(request!.body).toContain('"amount":10.5');
    expect(request!.headers.signature).toBe(
      signRequest({
        ...keys,
        method: "post",
        path: "/v1/checkout",
        body: request!.body!,
        salt: request!.headers.salt!,
        timestamp: request!.headers.timestamp!,
      }),
    );
    expect(Math.abs(Number(request!.headers.timestamp) - Date.now() / 1000)).toBeLessThan(5);
  });

  it("sends GETs without a body and signs the path with its query", async () => {
    const { sent, fetch } = stubFetch(200, ok([]));
    const client = createRapydHttpClient({ ...keys, baseUrl: () => "https://api.example", fetch });
    expect(await client.listPaymentMethods("cus_1/../x")).toEqual([]);
    expect(sent[0]!.url).toBe("https://api.example/v1/customers/cus_1%2F..%2Fx/payment_methods");
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.idempotency).toBeUndefined();
  });

  it("reads payments, checkouts and cards in Rapyd's shapes", async () => {
    const payment = {
      id: "payment_1",
      status: "CLO",
      amount: 29,
      currency_code: "EUR",
      merchant_reference_id: "ref",
      failure_message: "",
      payment_method: "card_1",
    };
    const checkout = stubFetch(200, ok({ id: "checkout_1", status: "DON", payment }));
    const client = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch: checkout.fetch });
    expect(await client.getCheckout("checkout_1")).toEqual({
      id: "checkout_1",
      status: "DON",
      payment: {
        id: "payment_1",
        status: "CLO",
        amount: 29,
        currency: "EUR",
        merchantReferenceId: "ref",
        failureMessage: null,
        paymentMethodId: "card_1",
      },
    });
    const cards = stubFetch(
      200,
      ok([
        { id: "card_1", type: "is_visa_card", last4: "1111", expiration_month: "04", expiration_year: "31" },
      ]),
    );
    const cardClient = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch: cards.fetch });
    expect(await cardClient.listPaymentMethods("cus_1")).toEqual([
      { id: "card_1", brand: "Visa", last4: "1111", expMonth: 4, expYear: 2031 },
    ]);
  });

  it("throws a RapydError with the code, message and operation id", async () => {
    const { fetch } = stubFetch(400, {
      status: { status: "ERROR", error_code: "INVALID_FIELDS", message: "amount", operation_id: "op_9" },
    });
    const client = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch });
    const error = await client.getPayment("payment_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RapydError);
    expect(error).toMatchObject({
      errorCode: "INVALID_FIELDS",
      message: "amount",
      operationId: "op_9",
      httpStatus: 400,
    });
  });

  it("treats status ERROR as a failure even with HTTP 200, and a non-JSON answer too", async () => {
    const envelopeError = stubFetch(200, { status: { status: "ERROR", error_code: "X", message: "no" } });
    const client = createRapydHttpClient({
      ...keys,
      baseUrl: "https://api.example",
      fetch: envelopeError.fetch,
    });
    await expect(client.getPayment("payment_1")).rejects.toMatchObject({ errorCode: "X" });
    const gateway = stubFetch(502, "<html>Bad gateway</html>");
    const other = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch: gateway.fetch });
    await expect(other.getPayment("payment_1")).rejects.toMatchObject({
      errorCode: "HTTP_502",
      httpStatus: 502,
    });
  });

  it("reports an unreachable server as a RapydError", async () => {
    const fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    const client = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch });
    await expect(client.getPayment("payment_1")).rejects.toMatchObject({
      errorCode: "NETWORK_ERROR",
      httpStatus: 0,
    });
  });

  it("returns a declined charge that comes back as an error carrying the payment", async () => {
    const { fetch } = stubFetch(400, {
      status: { status: "ERROR", error_code: "ERROR_PROCESSING_CARD - [05]", message: "Do not honor" },
      data: { id: "payment_7", status: "ERR", amount: 5, currency_code: "EUR" },
    });
    const client = createRapydHttpClient({ ...keys, baseUrl: "https://api.example", fetch });
    const payment = await client.chargeCustomer(
      { customer: "cus_1", amount: 5, currency: "EUR", merchantReferenceId: "r", description: "d" },
      "charge:1",
    );
    expect(payment).toMatchObject({ id: "payment_7", status: "ERR", failureMessage: "Do not honor" });
  });
});
