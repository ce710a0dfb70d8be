/** What staff's sales write to the audit log: seats taken past capacity, and cash taken at the desk. */
import { toMajorUnits } from "@stund/shared/money/money";
import type { Executor } from "../../../db/database";
import { auditActorOf, recordAudit } from "../../access/audit/audit.service";
import type { BookingRow } from "./booking.repository";

type AuditedBooking = Pick<BookingRow, "tenantId" | "id" | "reference" | "projectId">;

const subjectOf = (booking: AuditedBooking) => ({
  subjectType: "Booking",
  subjectId: booking.id,
  subjectLabel: booking.reference ?? "",
  projectId: booking.projectId,
});

/** A booking that took seats past what its departure had left (staff chose to overbook). */
export async function recordOverbooking(
  tx: Executor,
  booking: AuditedBooking,
  userId: string | null | undefined,
  values: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await recordAudit(tx, booking.tenantId, await auditActorOf(tx, userId), {
    ...subjectOf(booking),
    area: "Capacity",
    action: "BookingOverbooked",
    before: values.before,
    after: { ...values.after, overbooked: true },
  });
}

/** A new booking's audited parts: overbooked on creation, and cash staff took for it. */
export async function recordNewBookingAudit(
  tx: Executor,
  booking: BookingRow,
  userId: string | null | undefined,
): Promise<void> {
  if (booking.overbooked)
    await recordOverbooking(tx, booking, userId, { before: { seats: 0 }, after: { seats: booking.seats } });
  if (booking.paid > 0 && booking.paymentMethod === "Cash")
    await recordAudit(tx, booking.tenantId, await auditActorOf(tx, userId), {
      ...subjectOf(booking),
      area: "Money",
      action: "CashPaymentRecorded",
      before: { paid: 0 },
      after: { paid: toMajorUnits(booking.paid, booking.currency), currency: booking.currency },
    });
}
