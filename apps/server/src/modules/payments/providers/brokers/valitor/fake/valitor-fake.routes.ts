/**
 * This server's stand-in for Valitor's hosted payment page, served outside production at
 * `/pay/sandbox/valitor` (point BROKER_VALITOR_URL at it) and used by the tests. Like Valitor it takes
 * the form a shop's customer posts, refuses one whose DigitalSignature does not match the merchant's
 * verification code, lets the customer pay with a test card, then sends the signed return
 * (DigitalSignatureResponse) server-to-server to PaymentSuccessfulServerSideURL and with the customer's
 * browser to PaymentSuccessfulURL. A declined card stays on the page, as on Valitor's.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { publicOriginOf } from "../../../../../../http/public-origin";
import type { ValitorCredentials } from "../valitor-credentials";
import { valitorFakePage, valitorFakeRefusal, type FakePageNotice } from "./valitor-fake-page";
import { cardOutcome, checkValitorForm, valitorReturnFields, type FakeValitorOrder } from "./valitor-fake";

export const valitorFakePath = "/pay/sandbox/valitor";

/** An order the stand-in took payment for. */
export interface FakeValitorPayment {
  merchantId: string;
  referenceNumber: string;
  total: string;
  currency: string;
  transactionNumber: number;
  /** Whether its server-to-server return was answered 2xx. */
  serverReturnStatus: number | null;
}

export interface ValitorFakeOptions {
  merchants: readonly ValitorCredentials[];
  /** The orders paid, by `{merchant}:{reference}`; tests pass their own to look into it. */
  paid?: Map<string, FakeValitorPayment>;
}

const formOf = (body: unknown): Record<string, string> => {
  if (typeof body === "string") return Object.fromEntries(new URLSearchParams(body));
  return body && typeof body === "object" ? { ...(body as Record<string, string>) } : {};
};

const keyOf = (order: FakeValitorOrder) => `${order.merchant.merchantId}:${order.fields.ReferenceNumber}`;

function html(reply: FastifyReply, status: number, body: string, returnsTo?: string) {
  const returnOrigin = returnsTo && URL.canParse(returnsTo) ? ` ${new URL(returnsTo).origin}` : "";
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}`,
    )
    .type("text/html; charset=utf-8")
    .send(body);
}

export async function valitorFakeRoutes(app: FastifyInstance, options: ValitorFakeOptions): Promise<void> {
  const paid = options.paid ?? new Map<string, FakeValitorPayment>();
  let nextTransaction = 700_001;

  /** Valitor's server-to-server return: handed to this server in-process when it is addressed to it. */
  async function sendServerReturn(
    url: string,
    fields: URLSearchParams,
    ownOrigin: string,
  ): Promise<number | null> {
    const target = new URL(url);
    const payload = fields.toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    try {
      if (target.origin === ownOrigin) {
        const answer = await app.inject({
          method: "POST",
          url: `${target.pathname}${target.search}`,
          headers,
          payload,
        });
        return answer.statusCode;
      }
      const answer = await fetch(url, {
        method: "POST",
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await answer.body?.cancel();
      return answer.status;
    } catch (error) {
      app.log.warn({ err: error }, "the Valitor stand-in could not deliver its server-to-server return");
      return null;
    }
  }

  const show = (reply: FastifyReply, status: number, order: FakeValitorOrder, notice: FakePageNotice) =>
    html(
      reply,
      status,
      valitorFakePage(`${valitorFakePath}/card`, order, notice),
      order.fields.PaymentSuccessfulURL,
    );

  app.post(valitorFakePath, { schema: { hide: true } }, async (request, reply) => {
    const fields = formOf(request.body);
    const order = checkValitorForm(options.merchants, fields);
    if (typeof order === "string") return html(reply, 400, valitorFakeRefusal(fields, order));
    return paid.has(keyOf(order)) ? show(reply, 409, order, "paid") : show(reply, 200, order, null);
  });

  app.post(`${valitorFakePath}/card`, { schema: { hide: true } }, async (request, reply) => {
    const { card = "", ...fields } = formOf(request.body);
    const order = checkValitorForm(options.merchants, fields);
    if (typeof order === "string") return html(reply, 400, valitorFakeRefusal(fields, order));
    if (paid.has(keyOf(order))) return show(reply, 409, order, "paid");
    const outcome = cardOutcome(card);
    if (outcome === "Declined") return show(reply, 402, order, "declined");
    if (outcome === "UnknownCard") return show(reply, 400, order, "unknown");

    const transactionNumber = nextTransaction++;
    const payment: FakeValitorPayment = {
      merchantId: order.merchant.merchantId,
      referenceNumber: fields.ReferenceNumber!,
      total: order.total,
      currency: fields.Currency!,
      transactionNumber,
      serverReturnStatus: null,
    };
    paid.set(keyOf(order), payment);
    const back = valitorReturnFields(order, card, transactionNumber);
    if (outcome === "Paid")
      payment.serverReturnStatus = await sendServerReturn(
        fields.PaymentSuccessfulServerSideURL!,
        back,
        publicOriginOf(app.config, request),
      );
    const returnUrl = new URL(fields.PaymentSuccessfulURL!);
    back.forEach((value, name) => returnUrl.searchParams.append(name, value));
    return reply.header("cache-control", "no-store").redirect(returnUrl.toString(), 303);
  });
}
