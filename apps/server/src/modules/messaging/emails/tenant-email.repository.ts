import type { Executor } from "../../../db/database";
import { emailOutbox } from "../../../db/schema/emails";

/** An outbox row a company sends that is not about a booking, due at `now`. */
export async function insertTenantEmail(
  db: Executor,
  tenantId: string,
  email: {
    kind: string;
    to: string;
    fromName: string;
    replyTo: string | null;
    subject: string;
    text: string;
    html: string;
  },
  now: Date,
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, tenantId, availableAt: now, createdAt: now });
}
