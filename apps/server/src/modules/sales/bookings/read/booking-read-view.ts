import type {
  BookingStatus,
  CreatorKind,
  PaymentStatus,
  TransactionResult,
} from "@stund/shared/bookings/enums";
import type { BookingDetail, BookingSummary } from "@stund/shared/contracts/bookings/booking-list";
import type { CustomField } from "@stund/shared/contracts/catalogue/experiences";
import type { PaymentMethod } from "@stund/shared/enums";
import type { BookingAnswer, BookingCustomer } from "../booking.repository";
import type { DetailRow, SummaryRow } from "./booking-read.repository";
import type { findHistoryRows, findItemRows, findTransactionRows } from "./booking-read.repository";

/** Staff see a hold that has run out as Expired, before any job has rewritten the row. */
export function shownStatus(status: string, expiresAt: Date | null, now: Date): BookingStatus {
  if (status === "Pending" && expiresAt && expiresAt.getTime() <= now.getTime()) return "Expired";
  return status as BookingStatus;
}

export function customerSummary(customer: BookingCustomer): BookingSummary["customer"] {
  return { name: customer.name ?? "", email: customer.email ?? "", phone: customer.phone ?? "" };
}

export function toSummary(row: SummaryRow, now: Date): BookingSummary {
  return {
    id: row.id,
    reference: row.reference ?? "",
    status: shownStatus(row.status, row.expiresAt, now),
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    channel: row.channel,
    salesUnitId: row.salesUnitId,
    salesUnitName: row.salesUnitName,
    customer: customerSummary(row.customer),
    eventId: row.eventId,
    eventStart: row.eventStart?.toISOString() ?? null,
    experienceId: row.experienceId,
    experienceName: row.experienceName,
    seats: row.seats,
    total: row.total,
    paid: row.paid,
    currency: row.currency,
    checkedIn: row.checkedIn,
    overbooked: row.overbooked,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Answers with the labels of the experience's questions; a question since removed has none. */
export function answerViews(answers: readonly BookingAnswer[], fields: readonly CustomField[] | null) {
  const labels = new Map((fields ?? []).filter((f) => f.id).map((f) => [f.id, f.label]));
  return answers.map((a) => ({ fieldId: a.fieldId, label: labels.get(a.fieldId) ?? null, value: a.value }));
}

export interface DetailParts {
  items: Awaited<ReturnType<typeof findItemRows>>;
  history: Awaited<ReturnType<typeof findHistoryRows>>;
  transactions: Awaited<ReturnType<typeof findTransactionRows>>;
}

export function toDetail(row: DetailRow, parts: DetailParts, now: Date): BookingDetail {
  const b = row.booking;
  const { eventStart, experienceId, experienceName, salesUnitName } = row;
  const summary = toSummary({ ...b, eventStart, experienceId, experienceName, salesUnitName }, now);
  return {
    ...summary,
    customer: {
      ...customerSummary(b.customer),
      country: b.customer.country ?? "",
      language: b.customer.language ?? null,
    },
    items: parts.items.map((item) => ({
      ticketCategoryId: item.ticketCategoryId,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
    })),
    answers: answerViews(b.answers, row.customFields),
    vat: b.vat,
    subtotal: b.subtotal,
    discount: b.discount,
    refunded: b.refunded,
    expiresAt: b.expiresAt?.toISOString() ?? null,
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    creatorKind: b.creatorKind as CreatorKind,
    createdBy: b.createdBy && row.creatorName !== null ? { id: b.createdBy, name: row.creatorName } : null,
    history: parts.history.map((h) => ({ ...h, at: h.at.toISOString() })),
    transactions: parts.transactions.map((t) => ({
      id: t.id,
      kind: t.kind,
      broker: t.broker,
      method: t.method,
      amount: t.amount,
      currency: t.currency,
      result: t.result as TransactionResult,
      brokerReference: t.brokerReference,
      refundReason: t.refundReason,
      note: t.note,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}
