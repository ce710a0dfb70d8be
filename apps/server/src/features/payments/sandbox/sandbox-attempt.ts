import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";

/**
 * A booking's payment attempt and the sandbox checkout it pays through, in one statement (the
 * booking transaction holds its departure's lock). Returns the hosted page's address.
 */
export async function openSandboxAttempt(
  tx: Executor,
  values: {
    tenantId: string;
    booking: { id: string; total: number; currency: string; expiresAt: Date | null };
    description: string;
    returnUrl: string;
    origin: string;
  },
): Promise<string> {
  const { booking } = values;
  const attemptId = randomUUID();
  const checkoutId = randomUUID();
  const paymentUrl = `${values.origin}/pay/sandbox/${checkoutId}`;
  const expiresAt = booking.expiresAt!.toISOString();
  await tx.execute(sql`
    with attempt as (
      insert into payment_transactions
        (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, expires_at)
      values (${attemptId}::uuid, ${values.tenantId}::uuid, ${booking.id}::uuid, 'Payment', 'Sandbox', 'Card',
        ${booking.total}, ${booking.currency}, 'Pending', ${paymentUrl}, ${expiresAt}::timestamptz)
    )
    insert into sandbox_payments (id, merchant_reference, amount, currency, description, return_url, expires_at)
    values (${checkoutId}::uuid, ${attemptId}::uuid, ${booking.total}, ${booking.currency}, ${values.description},
      ${values.returnUrl}, ${expiresAt}::timestamptz)`);
  return paymentUrl;
}
