import type { Invoice } from "@stund/shared/contracts/billing";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { notFound } from "../../../http/errors";
import { ratesToEur, toEur } from "../fees/exchange-rates";
import { feesForPeriod } from "../fees/booking-fee.service";
import { currentModel, tierPrice } from "../plans/plan-catalogue.service";
import { subscriptionLine, toCents, toEuros } from "./billing-money";
import { findBillingDetails } from "./checkout.repository";
import {
  findTenantInvoice,
  linesOfInvoices,
  listPaidInvoices,
  type InvoiceLineRow,
  type InvoiceRow,
  type NewInvoiceLine,
} from "./invoice.repository";
import { findSubscription } from "./subscription.repository";
import { addMonth } from "@stund/shared/access/subscription-rules";
import { invoiceCsv } from "./invoice-file";

export const invoiceNumber = (row: Pick<InvoiceRow, "sequence">) =>
  `STUND-${String(row.sequence).padStart(6, "0")}`;

function toInvoice(
  row: InvoiceRow,
  lines: Pick<InvoiceLineRow, "kind" | "description" | "amountCents">[],
): Invoice {
  return {
    id: row.id,
    number: invoiceNumber(row),
    status: row.status,
    currency: "EUR",
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    total: toEuros(row.totalCents),
    lines: lines.map((line) => ({
      kind: line.kind as Invoice["lines"][number]["kind"],
      description: line.description,
      amount: toEuros(line.amountCents),
    })),
  };
}

/** The invoices paid in a calendar month (UTC), given as YYYY-MM. */
export async function paidInvoicesOfMonth(db: Executor, tenantId: string, month: string): Promise<Invoice[]> {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  const rows = await listPaidInvoices(db, tenantId, from, to);
  const lines = await linesOfInvoices(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toInvoice(
      row,
      lines.filter((line) => line.invoiceId === row.id),
    ),
  );
}

/**
 * The booking-fee lines billed with a period's renewal, in euros: fees of bookings taken in another
 * currency are converted at the installation's rates (platform-billing/fees/exchange-rates.ts), and the
 * line says so. A currency without a known rate is left off rather than billed at a guess.
 */
export async function bookingFeeLines(
  db: Executor,
  tenantId: string,
  start: Date,
  end: Date,
): Promise<NewInvoiceLine[]> {
  const fees = await feesForPeriod(db, tenantId, start, end);
  const rates = ratesToEur();
  return fees.flatMap((fee) => {
    const currency = fee.currency.toUpperCase();
    const euros = toEur(fee.amount, currency, rates);
    if (euros === null) return [];
    const description =
      currency === "EUR"
        ? fee.description
        : `${fee.description}; ${fee.amount.toFixed(2)} ${currency} at ${rates[currency]} EUR per ${currency}`;
    return [{ kind: fee.kind, description, amountCents: toCents(euros) }];
  });
}

/**
 * What the next renewal will bill: the plan of the next period (a pending downgrade applied) at
 * today's catalogue price, plus the booking fees of the current period so far. Null when nothing
 * will renew (trial, cancelled, expired).
 */
export async function upcomingInvoice(db: Executor, tenantId: string): Promise<Invoice | null> {
  const row = await findSubscription(db, tenantId);
  if (!row || !["Active", "UnPaid"].includes(row.status)) return null;
  const periodStart = row.billingEndDate;
  const periodEnd = addMonth(periodStart);
  const pendingDue = row.pendingTier && row.pendingWhenToProcess && row.pendingWhenToProcess <= periodStart;
  const tier = (pendingDue ? row.pendingTier : row.tier) as SubscriptionTier;
  const price = tierPrice(await currentModel(db), tier);
  const lines: NewInvoiceLine[] = [
    ...(price === null ? [] : [subscriptionLine(tier, periodStart, periodEnd, toCents(price))]),
    ...(await bookingFeeLines(db, tenantId, row.billingStartDate, row.billingEndDate)),
  ];
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    id: "upcoming",
    number: "upcoming",
    status: "draft",
    currency: "EUR",
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd.toISOString(),
    issuedAt: null,
    paidAt: null,
    total: toEuros(totalCents),
    lines: lines.map((line) => ({
      kind: line.kind as Invoice["lines"][number]["kind"],
      description: line.description,
      amount: toEuros(line.amountCents),
    })),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice as a CSV file; an id of another tenant's invoice reads as not found. */
export async function invoiceDownload(
  db: Executor,
  tenantId: string,
  invoiceId: string,
): Promise<{ fileName: string; content: string }> {
  const row = uuidPattern.test(invoiceId) ? await findTenantInvoice(db, tenantId, invoiceId) : undefined;
  if (!row) throw notFound("Invoice not found");
  const invoice = toInvoice(row, await linesOfInvoices(db, [row.id]));
  const company = await findBillingDetails(db, tenantId);
  return {
    fileName: `invoice-${invoice.number}.csv`,
    content: invoiceCsv(invoice, {
      name: company?.name ?? "",
      companySsn: company?.billingInfo.companySsn ?? "",
      email: company?.billingInfo.email ?? "",
    }),
  };
}
