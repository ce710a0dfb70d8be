import type { PublicBookingBody } from "@stund/shared/contracts/bookings/public";
import { validationMessages } from "@stund/shared/contracts/validation-messages";
import { PublicApiError } from "../api/public-api";
import { checkoutMessages, type FieldErrors } from "./checkout";

/** How the checkout shows a booking the server refused. */
export type RefusedCheckout =
  /** 409 with the seats still free: "Only N seats left". */
  | { kind: "seats"; available: number }
  /** 400: messages of the form's fields go next to them, the rest in a list. */
  | { kind: "fields"; fieldErrors: FieldErrors; otherMessages: string[] }
  /**
   * Too many tries; a departure no longer on sale; the company not selling online (another
   * conflict: no online payments, not on the Public channel); or anything else (a lost connection).
   */
  | { kind: "other"; reason: "tooMany" | "gone" | "notOnline" | "unknown" };

const formPaths = /^(customer\.(name|email|phone)|answers\.[0-9a-f-]{36}|acceptTerms)$/i;
const answerByIndex = /^answers\.(\d+)(\..*)?$/;

/** The public contract's English messages that the checkout has in both languages. */
const knownMessages: Record<string, string> = {
  "Enter your name": validationMessages.required,
  "Enter a valid email address": validationMessages.email,
  "An answer is required": validationMessages.required,
  "Accept the terms and the refund policy to book": checkoutMessages.acceptTerms,
  "Choose at least one ticket": checkoutMessages.chooseTicket,
};

/**
 * The server names a question `answers.{fieldId}` when it checks the answers and
 * `answers.{index}.value` when the request's shape is wrong; both land on the question.
 */
function formPathOf(field: string, request: PublicBookingBody): string | undefined {
  const indexed = answerByIndex.exec(field);
  if (indexed) {
    const answer = request.answers?.[Number(indexed[1])];
    return answer ? `answers.${answer.fieldId}` : undefined;
  }
  return formPaths.test(field) ? field : undefined;
}

export function refusedCheckout(error: unknown, request: PublicBookingBody): RefusedCheckout {
  if (!(error instanceof PublicApiError)) return { kind: "other", reason: "unknown" };
  if (error.status === 409) {
    const available = (error.problem as { available?: unknown }).available;
    if (typeof available === "number" && Number.isInteger(available) && available >= 0)
      return { kind: "seats", available };
    return { kind: "other", reason: "notOnline" };
  }
  if (error.status === 400 && error.problem.errors) {
    const fieldErrors: FieldErrors = {};
    const otherMessages: string[] = [];
    for (const [field, messages] of Object.entries(error.problem.errors)) {
      const translated = messages.map((message) => knownMessages[message] ?? message);
      const path = formPathOf(field, request);
      if (path && translated[0]) fieldErrors[path] = translated[0];
      else otherMessages.push(...translated);
    }
    return { kind: "fields", fieldErrors, otherMessages };
  }
  if (error.status === 429) return { kind: "other", reason: "tooMany" };
  if (error.status === 404) return { kind: "other", reason: "gone" };
  return { kind: "other", reason: "unknown" };
}
