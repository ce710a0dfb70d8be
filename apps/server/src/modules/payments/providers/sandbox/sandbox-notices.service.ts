import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sandboxSecret } from "./sandbox-ledger";
import { findSandboxPayment, markNotified, type SandboxPayment } from "./sandbox-ledger.repository";
import { sandboxSignatureHeader, signSandboxNotice } from "./sandbox-signing";

export const sandboxWebhookPath = "/api/payments/webhooks/sandbox";

export interface SandboxNoticeBody {
  id: string;
  type: "payment.succeeded" | "payment.declined";
  paymentId: string;
  merchantReference: string;
  amount: number;
  currency: string;
  createdAt: string;
}

/**
 * Sends the shop a signed notice of a payment's outcome through the shop's webhook route, as the
 * broker would: the same route, signature check and inbox as any broker's notice.
 */
export async function sendSandboxNotice(
  app: FastifyInstance,
  payment: SandboxPayment,
  type: SandboxNoticeBody["type"],
): Promise<number> {
  const body: SandboxNoticeBody = {
    id: `sbn_${randomUUID()}`,
    type,
    paymentId: payment.id,
    merchantReference: payment.merchantReference,
    amount: payment.amount,
    currency: payment.currency,
    createdAt: new Date().toISOString(),
  };
  const raw = JSON.stringify(body);
  const response = await app.inject({
    method: "POST",
    url: sandboxWebhookPath,
    headers: {
      "content-type": "application/json",
      [sandboxSignatureHeader]: signSandboxNotice(await sandboxSecret(app.db), raw),
    },
    payload: raw,
  });
  if (response.statusCode < 300 && type === "payment.succeeded") await markNotified(app.db, payment.id);
  return response.statusCode;
}

/** A late card's notice, sent once its delay has passed; reconciliation covers a process that stops first. */
export function sendLateSandboxNotice(app: FastifyInstance, paymentId: string, delayMs: number): void {
  const timer = setTimeout(() => {
    void (async () => {
      const payment = await findSandboxPayment(app.db, paymentId);
      if (payment && payment.status === "Paid" && !payment.notifiedAt)
        await sendSandboxNotice(app, payment, "payment.succeeded");
    })().catch((error: unknown) => app.log.warn({ err: error }, "late sandbox notice failed"));
  }, delayMs);
  timer.unref();
}
