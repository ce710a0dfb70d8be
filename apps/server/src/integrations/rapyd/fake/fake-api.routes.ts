import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../../db/database";
import { rapydFakeKeys } from "../rapyd-config";
import { errorAnswer, RapydFakeError, successAnswer, type FakeAnswer } from "./fake-envelope";
import { withIdempotency } from "./fake-idempotency";
import * as fake from "./fake-payments.service";
import { verifyFakeRequest } from "./fake-request-auth";
import type { WebhookDeliverer } from "./fake-webhooks";

export interface FakeApiOptions {
  deliverer: WebhookDeliverer;
  /** This server's address, for the hosted pages' redirect URLs. */
  origin: () => string;
}

const webUrl = z.url({ protocol: /^https?$/ });
const amount = z
  .number()
  .positive()
  .max(1e9)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most two decimals");
const currency = z.string().regex(/^[A-Z]{3}$/);
const country = z.string().regex(/^[A-Z]{2}$/);
const reference = z.string().max(255).optional();
const metadata = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .optional()
  .transform((value) => Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, String(v)])));

const customerBody = z.object({ name: z.string().min(1).max(255), email: z.string().max(255), metadata });
const checkoutBody = z.object({
  amount,
  currency,
  country,
  customer: z.string().optional(),
  merchant_reference_id: reference,
  complete_checkout_url: webUrl,
  cancel_checkout_url: webUrl,
  description: z.string().max(500).optional(),
  metadata,
});
const cardPageBody = z.object({
  customer: z.string(),
  country: country.optional(),
  merchant_reference_id: reference,
  complete_url: webUrl,
  cancel_url: webUrl,
});
const paymentBody = z.object({
  amount,
  currency,
  customer: z.string(),
  payment_method: z.string().optional(),
  merchant_reference_id: reference,
  description: z.string().max(500).optional(),
  metadata,
  capture: z.literal(true).optional(),
});

function parse<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in SQL.
  if (typeof raw === "string" && raw.includes("\\u0000")) {
    throw new RapydFakeError(400, "INVALID_FIELDS", "The body contains a NUL character.");
  }
  let json: unknown;
  try {
    json = typeof raw === "string" && raw !== "" ? JSON.parse(raw) : {};
  } catch {
    throw new RapydFakeError(400, "INVALID_JSON", "The body is not valid JSON.");
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RapydFakeError(400, "INVALID_FIELDS", `${issue?.path.join(".") || "body"}: ${issue?.message}`);
  }
  return result.data;
}

const send = (reply: FastifyReply, answer: FakeAnswer) => reply.status(answer.httpStatus).send(answer.body);

/** The Rapyd API paths of payments.md §1.5 that the platform uses, served under /rapyd-sandbox/v1. */
export async function fakeApiRoutes(app: FastifyInstance, options: FakeApiOptions): Promise<void> {
  // The signature covers the exact body bytes, so the body is kept as text and parsed after checking.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook("preHandler", async (request) => verifyFakeRequest(request, rapydFakeKeys));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof RapydFakeError))
      request.log.error({ err: error }, "rapyd sandbox: request failed");
    const refused =
      error instanceof RapydFakeError
        ? error
        : error.statusCode && error.statusCode < 500
          ? new RapydFakeError(error.statusCode, "INVALID_REQUEST", error.message)
          : new RapydFakeError(500, "INTERNAL_ERROR", "The sandbox could not process the request.");
    return send(reply, errorAnswer(refused, request.id));
  });

  /** A write: once per idempotency key, webhooks sent after the commit. */
  const write =
    (operation: (tx: Executor, request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers.idempotency;
      const { answer, webhooks } = await withIdempotency(
        app.db,
        typeof key === "string" && key !== "" ? key : undefined,
        `${request.method} ${request.url}`,
        async (tx) => {
          const result = await operation(tx, request);
          const outcome = isOutcome(result) ? result : { data: result, webhooks: [] };
          return { answer: successAnswer(outcome.data, request.id), webhooks: outcome.webhooks };
        },
      );
      options.deliverer.deliver(webhooks);
      return send(reply, answer);
    };

  const read =
    (operation: (request: FastifyRequest<{ Params: { id: string } }>) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
      send(reply, successAnswer(await operation(request), request.id));

  const hidden = { schema: { hide: true } };

  app.post(
    "/customers",
    hidden,
    write(async (tx, request) => {
      const body = parse(customerBody, request.body);
      return fake.createCustomer(tx, body);
    }),
  );

  app.post(
    "/checkout",
    hidden,
    write(async (tx, request) => {
      const body = parse(checkoutBody, request.body);
      return fake.createCheckout(
        tx,
        {
          amount: body.amount,
          currency: body.currency,
          country: body.country,
          customerId: body.customer ?? null,
          merchantReferenceId: body.merchant_reference_id ?? null,
          description: body.description ?? "",
          completeUrl: body.complete_checkout_url,
          cancelUrl: body.cancel_checkout_url,
          metadata: body.metadata,
        },
        options.origin(),
      );
    }),
  );

  app.get(
    "/checkout/:id",
    hidden,
    read((request) => fake.getCheckout(app.db, request.params.id, options.origin())),
  );

  app.post(
    "/hosted/collect/card",
    hidden,
    write(async (tx, request) => {
      const body = parse(cardPageBody, request.body);
      return fake.createCardPage(
        tx,
        {
          customerId: body.customer,
          country: body.country ?? "IS",
          merchantReferenceId: body.merchant_reference_id ?? null,
          completeUrl: body.complete_url,
          cancelUrl: body.cancel_url,
        },
        options.origin(),
      );
    }),
  );

  app.post(
    "/payments",
    hidden,
    write(async (tx, request) => {
      const body = parse(paymentBody, request.body);
      return fake.chargeCustomer(
        tx,
        {
          amount: body.amount,
          currency: body.currency,
          customerId: body.customer,
          paymentMethodId: body.payment_method,
          merchantReferenceId: body.merchant_reference_id ?? null,
          description: body.description ?? "",
          metadata: body.metadata,
        },
        request.id,
      );
    }),
  );

  app.get(
    "/payments/:id",
    hidden,
    read((request) => fake.getPayment(app.db, request.params.id)),
  );

  app.get(
    "/customers/:id/payment_methods",
    hidden,
    read((request) => fake.listCustomerPaymentMethods(app.db, request.params.id)),
  );

  app.all("/*", hidden, async (request) => {
    throw new RapydFakeError(
      404,
      "NOT_FOUND",
      `The sandbox does not serve ${request.method} ${request.url}.`,
    );
  });
}

function isOutcome(value: unknown): value is fake.FakeOutcome {
  return typeof value === "object" && value !== null && "webhooks" in value && "data" in value;
}
