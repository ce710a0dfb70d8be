/** The fake's test cards: the only numbers its hosted pages accept. */
export const testCards = [
  { number: "4111111111111111", kind: "success", brand: "Visa", label: "4111 1111 1111 1111" },
  { number: "4000000000000002", kind: "decline", brand: "Visa", label: "4000 0000 0000 0002" },
] as const;

export type TestCardKind = (typeof testCards)[number]["kind"];

export const declineCode = "ERROR_PROCESSING_CARD - [05]";
export const declineMessage = "Card declined";

export interface CardEntry {
  testCard: TestCardKind;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a submitted card form is refused; also the `error` query value that shows the message. */
export type CardFormError = "number" | "unknown-card" | "expiry" | "cvc" | "declined";

export const cardFormMessages: Record<CardFormError, string> = {
  number: "Enter the card number: 13 to 19 digits.",
  "unknown-card": "This sandbox only accepts the test cards listed on this page.",
  expiry: "Enter an expiry date that has not passed, as MM/YY.",
  cvc: "Enter the 3 or 4 digit security code (CVC).",
  declined: `${declineMessage}. Try another card, or cancel.`,
};

export function isCardFormError(value: unknown): value is CardFormError {
  return typeof value === "string" && Object.hasOwn(cardFormMessages, value);
}

function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === "string" ? value.trim() : "";
}

function readExpiry(text: string, now: Date): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current || year > now.getUTCFullYear() + 20) return undefined;
  return { month, year };
}

/** Reads the card form of a hosted page; the full number is used here and never stored. */
export function readCardForm(form: Record<string, unknown>, now = new Date()): CardEntry | CardFormError {
  const number = field(form, "cardNumber").replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number)) return "number";
  const card = testCards.find((candidate) => candidate.number === number);
  if (!card) return "unknown-card";
  const expiry = readExpiry(field(form, "expiry"), now);
  if (!expiry) return "expiry";
  if (!/^\d{3,4}$/.test(field(form, "cvc"))) return "cvc";
  return {
    testCard: card.kind,
    brand: card.brand,
    last4: number.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
  };
}
