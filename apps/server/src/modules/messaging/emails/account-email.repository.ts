import type { Executor } from "../../../db/database";
import { emailOutbox } from "../../../db/schema/emails";

/** An outbox row that no company owns, due at `now`. */
export async function insertAccountEmail(
  db: Executor,
  email: { kind: string; to: string; subject: string; text: string; html: string },
  now: Date,
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, tenantId: null, availableAt: now, createdAt: now });
}
