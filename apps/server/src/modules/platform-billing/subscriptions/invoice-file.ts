import type { Invoice } from "@stund/shared/contracts/billing";
import { csvRecords } from "../../../files/csv-writer";

const money = (amount: number) => amount.toFixed(2);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/**
 * The invoice as CSV for the company's bookkeeping: a header block (seller, buyer, number, dates,
 * status), then one row per line, then the total. Amounts in EUR with a dot as decimal separator.
 * No byte order mark: the file is read by bookkeeping imports, which take it as it is.
 */
export function invoiceCsv(
  invoice: Invoice,
  buyer: { name: string; companySsn: string; email: string },
): string {
  return csvRecords([
    ["Invoice", invoice.number],
    ["Seller", "Stund"],
    ["Buyer", buyer.name],
    ["Buyer company id", buyer.companySsn],
    ["Buyer email", buyer.email],
    ["Status", invoice.status],
    ["Issued", day(invoice.issuedAt)],
    ["Paid", day(invoice.paidAt)],
    ["Period start", day(invoice.periodStart)],
    ["Period end", day(invoice.periodEnd)],
    ["Currency", invoice.currency],
    [],
    ["Line", "Kind", "Description", "Amount"],
    ...invoice.lines.map((line, index) => [
      String(index + 1),
      line.kind,
      line.description,
      money(line.amount),
    ]),
    ["", "", "Total", money(invoice.total)],
  ]);
}
