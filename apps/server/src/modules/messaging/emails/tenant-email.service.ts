import type { Executor } from "../../../db/database";
import { renderTenantEmail, type TenantEmailContent } from "./tenant-email-content";
import { insertTenantEmail } from "./tenant-email.repository";

export type { TenantEmailContent };

/**
 * Writes an email a company sends (not about a booking) to the outbox, in the caller's
 * transaction, so the delivery job sends it exactly when the change that caused it is kept.
 */
export async function queueTenantEmail(
  db: Executor,
  tenantId: string,
  email: { kind: string; to: string; fromName: string; replyTo?: string | null; content: TenantEmailContent },
  now: Date,
): Promise<void> {
  const { text, html } = renderTenantEmail(email.content);
  await insertTenantEmail(
    db,
    tenantId,
    {
      kind: email.kind,
      to: email.to,
      fromName: email.fromName,
      replyTo: email.replyTo ?? null,
      subject: email.content.subject,
      text,
      html,
    },
    now,
  );
}
