import type { FormErrors } from "@mantine/form";
import type { StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { ApiError } from "../../../../lib/http/api-error";

/** How the desk shows a refused booking. */
export type RefusedBooking =
  /** 409 with the seats still free: "Only N seats left". */
  | { kind: "seats"; available: number }
  /** 400 with per-field messages: those of the form's fields go next to them, the rest in a list. */
  | { kind: "fields"; fieldErrors: FormErrors; otherMessages: string[]; title: string }
  /** Anything else: the answer's title, or a network failure. */
  | { kind: "other"; error: unknown };

const formPaths = /^(customer\.(name|email|phone)|answers\.[0-9a-f-]{36})$/i;
const answerByIndex = /^answers\.(\d+)(\..*)?$/;

/**
 * The server names a question's field `answers.{fieldId}` when it checks the answers, and
 * `answers.{index}.value` when the request's shape is wrong; both are put on the question.
 */
function formPathOf(field: string, request: StaffBookingBody): string | undefined {
  const indexed = answerByIndex.exec(field);
  if (indexed) {
    const answer = request.answers?.[Number(indexed[1])];
    return answer ? `answers.${answer.fieldId}` : undefined;
  }
  return formPaths.test(field) ? field : undefined;
}

export function refusedBooking(error: unknown, request: StaffBookingBody): RefusedBooking {
  if (!(error instanceof ApiError)) return { kind: "other", error };
  if (error.status === 409) {
    const conflict = seatsConflictSchema.safeParse(error.problem);
    if (conflict.success && conflict.data.available !== undefined)
      return { kind: "seats", available: conflict.data.available };
  }
  if (error.status === 400 && error.problem.errors) {
    const fieldErrors: FormErrors = {};
    const otherMessages: string[] = [];
    for (const [field, messages] of Object.entries(error.problem.errors)) {
      const path = formPathOf(field, request);
      if (path && messages[0]) fieldErrors[path] = messages[0];
      else otherMessages.push(...messages);
    }
    return { kind: "fields", fieldErrors, otherMessages, title: error.problem.title };
  }
  return { kind: "other", error };
}
