/**
 * What the stand-in for Valitor's payment page decides, apart from HTTP: whether a posted form is a
 * request Valitor would take (a known merchant, the fields it needs, a DigitalSignature that matches the
 * merchant's verification code), what a test card does, and the signed return Valitor sends for a paid
 * order (DigitalSignatureResponse over the verification code and the reference).
 */
import type { ValitorCredentials } from "../valitor-credentials";
import {
  isValidValitorDigitalSignature,
  valitorReturnSignature,
  type ValitorProductLine,
} from "../valitor-signature";

/** The merchant of this server's stand-in for Valitor outside production; enter these in the payment settings. */
export const valitorTestMerchant: ValitorCredentials = {
  merchantId: "1234",
  verificationCode: "stund-test-verification-code",
};

/** Test cards of the stand-in page. */
export const valitorTestCards = {
  succeeds: "4242424242424242",
  declines: "4000000000000002",
  /** Paid, but Valitor's server-to-server return never arrives: only the customer's return tells the shop. */
  serverReturnLost: "4000000000000259",
} as const;

export type CardOutcome = "Paid" | "PaidServerReturnLost" | "Declined" | "UnknownCard";

/** A request the page took: its merchant and its fields as posted. */
export interface FakeValitorOrder {
  merchant: ValitorCredentials;
  fields: Record<string, string>;
  /** What the lines add up to, as text in the currency's major unit, e.g. "25800" or "10.50". */
  total: string;
}

const required = [
  "MerchantID",
  "AuthorizationOnly",
  "ReferenceNumber",
  "Currency",
  "PaymentSuccessfulURL",
  "PaymentSuccessfulServerSideURL",
  "DigitalSignature",
] as const;

const decimalText = /^\d{1,12}(?:[.,]\d{1,2})?$/;
const hundredths = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);

function productLines(fields: Record<string, string>): ValitorProductLine[] | string {
  const lines: ValitorProductLine[] = [];
  for (let n = 1; fields[`Product_${n}_Quantity`] !== undefined; n += 1) {
    const line = {
      quantity: fields[`Product_${n}_Quantity`]!,
      price: fields[`Product_${n}_Price`] ?? "",
      discount: fields[`Product_${n}_Discount`] ?? "",
    };
    if (!/^\d{1,6}$/.test(line.quantity) || !decimalText.test(line.price) || !decimalText.test(line.discount))
      return `Product ${n} needs a whole Quantity, and a Price and a Discount as numbers`;
    lines.push(line);
  }
  return lines.length > 0 ? lines : "At least one product line is needed";
}

/** The order a posted form describes, or why Valitor would refuse it. */
export function checkValitorForm(
  merchants: readonly ValitorCredentials[],
  fields: Record<string, string>,
): FakeValitorOrder | string {
  for (const name of required) if (!fields[name]) return `Missing ${name}`;
  const merchant = merchants.find((candidate) => candidate.merchantId === fields.MerchantID);
  if (!merchant) return "Unknown merchant";
  const lines = productLines(fields);
  if (typeof lines === "string") return lines;
  const signed = isValidValitorDigitalSignature(
    merchant.verificationCode,
    {
      authorizationOnly: fields.AuthorizationOnly!,
      products: lines,
      merchantId: fields.MerchantID!,
      referenceNumber: fields.ReferenceNumber!,
      paymentSuccessfulUrl: fields.PaymentSuccessfulURL!,
      paymentSuccessfulServerSideUrl: fields.PaymentSuccessfulServerSideURL!,
      currency: fields.Currency!,
    },
    fields.DigitalSignature,
  );
  if (!signed) return "The DigitalSignature does not match the order";
  const cents = lines.reduce(
    (sum, line) => sum + Number(line.quantity) * hundredths(line.price) - hundredths(line.discount),
    0,
  );
  if (cents <= 0) return "The order's total must be more than 0";
  const total = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return { merchant, fields, total };
}

/** What a card number does on the page. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const card = cardNumber.replace(/[\s-]/g, "");
  if (card === valitorTestCards.succeeds) return "Paid";
  if (card === valitorTestCards.serverReturnLost) return "PaidServerReturnLost";
  if (card === valitorTestCards.declines) return "Declined";
  return "UnknownCard";
}

/** The return fields Valitor sends for a paid order, signed with the merchant's verification code. */
export function valitorReturnFields(
  order: FakeValitorOrder,
  cardNumber: string,
  transactionNumber: number,
  at: Date = new Date(),
): URLSearchParams {
  const reference = order.fields.ReferenceNumber!;
  const card = cardNumber.replace(/[\s-]/g, "");
  return new URLSearchParams({
    ReferenceNumber: reference,
    DigitalSignatureResponse: valitorReturnSignature(order.merchant.verificationCode, reference),
    CardType: "VISA",
    CardNumberMasked: `${"*".repeat(Math.max(0, card.length - 4))}${card.slice(-4)}`,
    Date: at.toISOString(),
    AuthorizationNumber: String(100_000 + (transactionNumber % 900_000)),
    TransactionNumber: String(transactionNumber),
  });
}
