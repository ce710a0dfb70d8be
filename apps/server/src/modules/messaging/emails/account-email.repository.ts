import type { Executor } from "../../../db/database";
import { emailOutbox } from "../../../db/schema/emails";

/**
 * An email about a person's own account (no company owns it), written to the outbox so the
 * delivery job sends it like any other.
 */
export async function queueAccountEmail(
  db: Executor,
  email: { kind: string; to: string; subject: string; text: string; html: string },
  now: Date,
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, tenantId: null, availableAt: now, createdAt: now });
}
