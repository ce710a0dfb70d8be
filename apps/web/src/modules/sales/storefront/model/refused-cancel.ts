import { publicCancelMessages } from "@stund/shared/contracts/bookings/public";
import { problemTextIn } from "@stund/shared/i18n/problem-text";
import { ApiError } from "../../../../lib/http/api-error";

/** How the cancel dialog shows a cancellation the server refused. */
export type RefusedCancel =
  /** 400: the email address is not the booking's; said next to the field. */
  | { kind: "email" }
  /**
   * Already cancelled; too late to cancel online (started, ended); the company must cancel it
   * (a refund that cannot go back to a card); too many tries; anything else (a lost connection).
   */
  | { kind: "other"; reason: "cancelled" | "tooLate" | "contact" | "tooMany" | "unknown" };

/** The server answers in the customer's language: a title is known in English or Icelandic. */
const isTitle = (title: string, english: string) =>
  title === english || title === problemTextIn("IS", english);

/** publicCancelMessages.contactCompany with any company's name, in either language. */
const contactTitles = [
  new RegExp(`^${publicCancelMessages.contactCompany(".+")}$`),
  new RegExp(`^${problemTextIn("IS", publicCancelMessages.contactCompany("(.+)"))}$`),
];

export function refusedCancel(error: unknown): RefusedCancel {
  if (!(error instanceof ApiError)) return { kind: "other", reason: "unknown" };
  if (error.status === 400 && error.problem.errors?.email) return { kind: "email" };
  if (error.status === 409) {
    const title = error.problem.title;
    if (isTitle(title, publicCancelMessages.alreadyCancelled)) return { kind: "other", reason: "cancelled" };
    if (isTitle(title, publicCancelMessages.notCancellable)) return { kind: "other", reason: "tooLate" };
    if (contactTitles.some((pattern) => pattern.test(title))) return { kind: "other", reason: "contact" };
  }
  if (error.status === 429) return { kind: "other", reason: "tooMany" };
  return { kind: "other", reason: "unknown" };
}
