import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/database";
import { rapydFakeIdempotency } from "../../../db/schema/rapyd-fake";
import { RapydFakeError, type FakeAnswer } from "./fake-envelope";

/**
 * Runs a write once per idempotency key: a repeated key gets the first answer back (payments.md
 * §1.4, with idempotency enabled for every POST). The key is written in the same transaction as the
 * work, so a concurrent repeat waits for the first to commit and then reads its answer. A refused
 * request rolls back and stores nothing, so it may be retried with the same key.
 */
export async function withIdempotency(
  db: Database,
  key: string | undefined,
  request: string,
  run: (tx: Transaction) => Promise<{ answer: FakeAnswer; webhooks: string[] }>,
): Promise<{ answer: FakeAnswer; webhooks: string[] }> {
  return db.transaction(async (tx) => {
    if (!key) return run(tx);
    const claimed = await tx
      .insert(rapydFakeIdempotency)
      .values({ key, request })
      .onConflictDoNothing()
      .returning({ key: rapydFakeIdempotency.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(rapydFakeIdempotency).where(eq(rapydFakeIdempotency.key, key));
      if (!first?.response || first.httpStatus === null) {
        throw new RapydFakeError(
          409,
          "IDEMPOTENCY_KEY_IN_USE",
          "A request with this idempotency key is in progress.",
        );
      }
      return { answer: { httpStatus: first.httpStatus, body: JSON.parse(first.response) }, webhooks: [] };
    }
    const result = await run(tx);
    await tx
      .update(rapydFakeIdempotency)
      .set({ httpStatus: result.answer.httpStatus, response: JSON.stringify(result.answer.body) })
      .where(eq(rapydFakeIdempotency.key, key));
    return result;
  });
}
