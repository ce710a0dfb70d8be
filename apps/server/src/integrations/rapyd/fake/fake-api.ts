import { errorAnswer, RapydFakeError } from "./fake-envelope";
import {
  cardPageBody,
  checkoutBody,
  customerBody,
  parseBody,
  paymentBody,
  paymentLinkBody,
  refundBody,
} from "./fake-input";
import {
  createCardPage,
  createCheckout,
  createPaymentLink,
  readCheckout,
  readPaymentLink,
} from "./fake-pages.service";
import {
  chargeCustomer,
  createCustomer,
  createRefund,
  listCustomerPaymentMethods,
  listPayments,
  readPayment,
  readRefund,
} from "./fake-payments.service";
import { verifyFakeRequest, type SignedRequest } from "./fake-request-auth";
import type { FakeContext, FakeHost, FakeOutcome } from "./fake-store";

interface EndpointInput {
  /** The path's id, decoded, when the endpoint has one. */
  id: string;
  body: string;
  query: URLSearchParams;
}

interface Endpoint {
  method: "GET" | "POST";
  pattern: RegExp;
  run: (context: FakeContext, input: EndpointInput) => Promise<unknown>;
}

/** The Rapyd API paths of docs/brokers.md §1.5 that plan billing and booking payments use. */
const endpoints: Endpoint[] = [
  {
    method: "POST",
    pattern: /^\/v1\/customers$/,
    run: (context, { body }) => createCustomer(context, parseBody(customerBody, body)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
    run: (context, { id }) => listCustomerPaymentMethods(context, id),
  },
  {
    method: "POST",
    pattern: /^\/v1\/checkout$/,
    run: (context, { body }) => createCheckout(context, parseBody(checkoutBody, body)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/checkout\/([^/]+)$/,
    run: (context, { id }) => readCheckout(context, id),
  },
  {
    method: "POST",
    pattern: /^\/v1\/hosted\/collect\/card$/,
    run: (context, { body }) => createCardPage(context, parseBody(cardPageBody, body)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/hosted\/collect\/payments$/,
    run: (context, { body }) => createPaymentLink(context, parseBody(paymentLinkBody, body)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/hosted\/collect\/payments\/([^/]+)$/,
    run: (context, { id }) => readPaymentLink(context, id),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payments$/,
    run: (context, { body }) => chargeCustomer(context, parseBody(paymentBody, body)),
  },
  { method: "GET", pattern: /^\/v1\/payments$/, run: (context, { query }) => listPayments(context, query) },
  { method: "GET", pattern: /^\/v1\/payments\/([^/]+)$/, run: (context, { id }) => readPayment(context, id) },
  {
    method: "POST",
    pattern: /^\/v1\/refunds$/,
    run: (context, { body }) => createRefund(context, parseBody(refundBody, body)),
  },
  { method: "GET", pattern: /^\/v1\/refunds\/([^/]+)$/, run: (context, { id }) => readRefund(context, id) },
];

function decoded(segment: string | undefined): string {
  if (!segment) return "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A request to the fake's API, with the operation id its answer carries. */
export interface FakeRequest extends SignedRequest {
  operationId: string;
}

/**
 * Answers one request as Rapyd would: the signature is checked first, then the endpoint runs as
 * one unit of its host, and any refusal is answered in Rapyd's error envelope.
 */
export async function answerFakeRequest(host: FakeHost, request: FakeRequest): Promise<FakeOutcome> {
  const refused = (error: RapydFakeError): FakeOutcome => ({
    answer: errorAnswer(error, request.operationId),
    fresh: false,
  });
  try {
    verifyFakeRequest(request, host.keys, host.now());
    const url = new URL(request.target, "http://rapyd.invalid");
    for (const endpoint of endpoints) {
      const match = endpoint.method === request.method ? endpoint.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const key = request.method === "POST" ? single(request.headers.idempotency) : undefined;
      const input = { id: decoded(match[1]), body: request.body, query: url.searchParams };
      return await host.once(
        {
          key: key || undefined,
          label: `${request.method} ${request.target}`,
          operationId: request.operationId,
        },
        (context) => endpoint.run(context, input),
      );
    }
    throw new RapydFakeError(
      404,
      "NOT_FOUND",
      `The sandbox does not serve ${request.method} ${url.pathname}.`,
    );
  } catch (error) {
    if (error instanceof RapydFakeError) return refused(error);
    throw error;
  }
}
