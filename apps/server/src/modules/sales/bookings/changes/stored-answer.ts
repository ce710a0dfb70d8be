import { and, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { idempotencyKeys } from "../../../../db/schema/bookings";

/**
 * Replaces the answer kept for an Idempotency-Key with what the call finally answered, when work
 * after the key's transaction (a refund at the broker) added to it: a retry then hears the same.
 */
export async function replaceStoredAnswer(
  db: Database,
  scope: { tenantId: string; name: string; key: string | undefined },
  body: unknown,
): Promise<void> {
  if (!scope.key) return;
  await db
    .update(idempotencyKeys)
    .set({ response: body })
    .where(
      and(
        eq(idempotencyKeys.tenantId, scope.tenantId),
        eq(idempotencyKeys.scope, scope.name),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
}
