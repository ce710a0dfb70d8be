import type { BookingSummary } from "@stund/shared/contracts/bookings/booking-list";
import { currencyMinorDigits } from "@stund/shared/money/money";
import type { Currency } from "@stund/shared/enums";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { csvDocument, type CsvValue } from "../../../../files/csv-writer";

/**
 * An amount in minor units as the currency writes it ("12900" ISK, "129.00" EUR): the file is
 * read by people and spreadsheets, not by the API's clients. Exact, with no floating point.
 */
export function majorAmount(minor: number, currency: string): string {
  const digits = currencyMinorDigits[currency as Currency] ?? 2;
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "YYYY-MM-DD HH:mm" on the project's clock, which is what staff read on their own screens. */
function localTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const local = utcToZoned(new Date(iso), timeZone);
  return `${local.date} ${local.time}`;
}

/** The header row, in English; times are named with the zone they are written in. */
export function bookingCsvHeader(timeZone: string): string[] {
  return [
    "Reference",
    "Status",
    "Payment status",
    "Payment method",
    "Channel",
    "Sales unit",
    "Customer name",
    "Email",
    "Phone",
    "Experience",
    `Departure (${timeZone})`,
    "Seats",
    "Checked in",
    "Total",
    "Paid",
    "Currency",
    "Overbooked",
    `Created (${timeZone})`,
  ];
}

export function bookingCsvRow(b: BookingSummary, timeZone: string): CsvValue[] {
  return [
    b.reference,
    b.status,
    b.paymentStatus,
    b.paymentMethod,
    b.channel,
    b.salesUnitName ?? "",
    b.customer.name,
    b.customer.email,
    b.customer.phone,
    b.experienceName?.EN ?? "",
    localTime(b.eventStart, timeZone),
    b.seats,
    b.checkedIn,
    majorAmount(b.total, b.currency),
    majorAmount(b.paid, b.currency),
    b.currency,
    b.overbooked ? "Yes" : "No",
    localTime(b.createdAt, timeZone),
  ];
}

export function bookingCsv(rows: readonly BookingSummary[], timeZone: string): string {
  return csvDocument(
    bookingCsvHeader(timeZone),
    rows.map((b) => bookingCsvRow(b, timeZone)),
  );
}
