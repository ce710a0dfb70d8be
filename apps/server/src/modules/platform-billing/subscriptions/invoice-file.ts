import type { Invoice } from "@stund/shared/contracts/billing";

/** A cell quoted when it holds a separator, a quote or a line break (RFC 4180). */
function cell(value: string): string {
  // A leading = + - @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (...cells: string[]) => cells.map(cell).join(",");
const money = (amount: number) => amount.toFixed(2);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/**
 * The invoice as CSV for the company's bookkeeping: a header block (seller, buyer, number, dates,
 * status), then one row per line, then the total. Amounts in EUR with a dot as decimal separator.
 */
export function invoiceCsv(
  invoice: Invoice,
  buyer: { name: string; companySsn: string; email: string },
): string {
  const rows = [
    row("Invoice", invoice.number),
    row("Seller", "Stund"),
    row("Buyer", buyer.name),
    row("Buyer company id", buyer.companySsn),
    row("Buyer email", buyer.email),
    row("Status", invoice.status),
    row("Issued", day(invoice.issuedAt)),
    row("Paid", day(invoice.paidAt)),
    row("Period start", day(invoice.periodStart)),
    row("Period end", day(invoice.periodEnd)),
    row("Currency", invoice.currency),
    "",
    row("Line", "Kind", "Description", "Amount"),
    ...invoice.lines.map((line, index) =>
      row(String(index + 1), line.kind, line.description, money(line.amount)),
    ),
    row("", "", "Total", money(invoice.total)),
  ];
  return `${rows.join("\r\n")}\r\n`;
}
