import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { paymentWebhookInbox } from "../../db/schema/payments";
import { AppError } from "../../http/errors";
import { sandboxSecret, refundSandbox } from "./sandbox/sandbox-ledger";
import { sandboxWebhookPath, type SandboxNoticeBody } from "./sandbox/sandbox-notices";
import { sandboxSignatureHeader, verifySandboxNotice } from "./sandbox/sandbox-signing";
import { applyPaymentNotice, recordAutomaticRefund } from "./payment-notices.service";

/**
 * Payment brokers' notices. Each is verified over its raw body, stored in the inbox under the
 * broker's event id (a repeat is acknowledged and ignored) and applied once.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes, so the body stays a string here.
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post(sandboxWebhookPath, { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === "string" ? request.body : "";
    const header = request.headers[sandboxSignatureHeader];
    const valid = verifySandboxNotice(
      await sandboxSecret(app.db),
      raw,
      Array.isArray(header) ? header[0] : header,
    );
    if (!valid) throw new AppError(401, "The notice's signature is not valid");
    let notice: SandboxNoticeBody;
    try {
      notice = JSON.parse(raw) as SandboxNoticeBody;
    } catch {
      throw new AppError(400, "The notice is not JSON");
    }
    await app.db
      .insert(paymentWebhookInbox)
      .values({
        provider: "Sandbox",
        eventKey: notice.id,
        payload: notice as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing();
    const [stored] = await app.db
      .select()
      .from(paymentWebhookInbox)
      .where(and(eq(paymentWebhookInbox.provider, "Sandbox"), eq(paymentWebhookInbox.eventKey, notice.id)));
    // A notice applied before is acknowledged again; one that failed half-way is applied again.
    if (stored!.processedAt) return reply.status(200).send({ received: true, duplicate: true });
    const result = await applyPaymentNotice(
      app.db,
      {
        transactionId: notice.merchantReference,
        outcome: notice.type === "payment.succeeded" ? "Succeeded" : "Declined",
        amount: notice.amount,
        currency: notice.currency,
        brokerReference: notice.paymentId,
      },
      app.config.publicOrigin,
    );
    if (result.kind === "RefundDue") {
      const succeeded = await refundSandbox(app.db, notice.merchantReference, result.amount);
      await recordAutomaticRefund(app.db, {
        transactionId: notice.merchantReference,
        amount: result.amount,
        succeeded,
      });
    }
    if (result.kind === "Mismatch")
      app.log.error(
        { notice: notice.id },
        "a payment notice's amount or currency differs from ours: kept aside",
      );
    await app.db
      .update(paymentWebhookInbox)
      .set({ processedAt: new Date(), outcome: result.kind })
      .where(eq(paymentWebhookInbox.id, stored!.id));
    if (result.booking?.eventId && (result.kind === "Confirmed" || result.kind === "RefundDue"))
      app.hubs.availabilityChanged(result.booking.projectId, [result.booking.eventId]);
    return reply.status(200).send({ received: true });
  });
}
