import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";

export interface NewAttempt {
  tenantId: string;
  bookingId: string;
  broker: string;
  amount: number;
  currency: string;
  expiresAt: Date;
  /** Where the customer returns from the broker's page. */
  returnUrl: string;
  origin: string;
}

/**
 * A payment attempt of a booking, written in one statement (inside the booking transaction, which
 * holds its departure's lock). Its address, /pay/{id} on our server, opens the broker's hosted page
 * only when the customer arrives, so no broker call is made while seats are locked.
 */
export async function insertPaymentAttempt(
  tx: Executor,
  attempt: NewAttempt,
): Promise<{ id: string; paymentUrl: string }> {
  const id = randomUUID();
  const paymentUrl = `${attempt.origin}/pay/${id}`;
  await tx.execute(sql`
    insert into payment_transactions
      (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, return_url, expires_at)
    values (${id}::uuid, ${attempt.tenantId}::uuid, ${attempt.bookingId}::uuid, 'Payment', ${attempt.broker}, 'Card',
      ${attempt.amount}, ${attempt.currency}, 'Pending', ${paymentUrl}, ${attempt.returnUrl},
      ${attempt.expiresAt.toISOString()}::timestamptz)`);
  return { id, paymentUrl };
}
