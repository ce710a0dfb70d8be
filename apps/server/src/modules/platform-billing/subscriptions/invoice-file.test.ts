import { describe, expect, it } from "vitest";
import { invoiceCsv } from "./invoice-file";

const invoice = {
  id: "c9d1",
  number: "STUND-2024-0007",
  status: "paid" as const,
  currency: "EUR" as const,
  periodStart: "2024-03-01T00:00:00.000Z",
  periodEnd: "2024-04-01T00:00:00.000Z",
  issuedAt: "2024-03-01T08:00:00.000Z",
  paidAt: null,
  total: 47.5,
  lines: [
    { kind: "subscription" as const, description: "Basic plan, March 2024", amount: 49 },
    { kind: "bookingFeeReversal" as const, description: "=refund", amount: -1.5 },
  ],
};

describe("an invoice as CSV", () => {
  it("writes the header block, the lines and the total, CRLF after each, with no byte order mark", () => {
    const buyer = { name: "Jöklaferðir ehf.", companySsn: "5501012340", email: "bokhald@example.is" };
    expect(invoiceCsv(invoice, buyer)).toBe(
      [
        "Invoice,STUND-2024-0007",
        "Seller,Stund",
        "Buyer,Jöklaferðir ehf.",
        "Buyer company id,5501012340",
        "Buyer email,bokhald@example.is",
        "Status,paid",
        "Issued,2024-03-01",
        "Paid,",
        "Period start,2024-03-01",
        "Period end,2024-04-01",
        "Currency,EUR",
        "",
        "Line,Kind,Description,Amount",
        '1,subscription,"Basic plan, March 2024",49.00',
        "2,bookingFeeReversal,'=refund,-1.50",
        ",,Total,47.50",
        "",
      ].join("\r\n"),
    );
  });
});
