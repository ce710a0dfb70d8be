import { toMajorUnits } from "@stund/shared/money/money";
import type { Executor } from "../../../../db/database";
import { auditActorOf, recordAudit } from "../../../access/audit/audit.service";
import type { BookingRow } from "../../bookings/booking.repository";
import type { TransactionRow } from "../payment-attempt.repository";

/**
 * Records a refund that went through (cash, or the broker's success), in the transaction that
 * books it: the amount and currency, and what the booking had refunded before and after, in
 * major units. A refund settled by a broker's notice names the system.
 */
export async function recordRefundAudit(
  tx: Executor,
  booking: BookingRow,
  updated: Pick<BookingRow, "refunded" | "paymentStatus">,
  refund: TransactionRow,
  userId: string | null,
): Promise<void> {
  const major = (minor: number) => toMajorUnits(minor, booking.currency);
  await recordAudit(tx, booking.tenantId, await auditActorOf(tx, userId), {
    area: "Money",
    action: "RefundIssued",
    subjectType: "Booking",
    subjectId: booking.id,
    subjectLabel: booking.reference ?? "",
    projectId: booking.projectId,
    before: { refunded: major(booking.refunded), paymentStatus: booking.paymentStatus },
    after: {
      amount: major(refund.amount),
      currency: booking.currency,
      method: refund.method === "Cash" ? "Cash" : "Broker",
      reason: refund.refundReason,
      refunded: major(updated.refunded),
      paymentStatus: updated.paymentStatus,
    },
  });
}
