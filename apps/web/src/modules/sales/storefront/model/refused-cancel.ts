import type { PublicBookingView, PublicCancelRefusal } from "@stund/shared/contracts/bookings/public";
import { ApiError } from "../../../../lib/http/api-error";

/** Why the server would not cancel, as the cancel dialog says it. */
export type CancelRefusalReason =
  /** Already cancelled (by the customer in another tab, or by the company). */
  | "cancelled"
  /** The departure has started, or the booking no longer holds seats. */
  | "tooLate"
  /** A refund is due that cannot go back to a card online: the company cancels it. */
  | "contact"
  /** Too many tries in a short time. */
  | "tooMany"
  /** Anything else (a lost connection, a server error). */
  | "unknown";

/** How the cancel dialog shows a cancellation the server refused. */
export type RefusedCancel =
  /** 400 naming the email address: it is not the booking's; said next to the field. */
  { kind: "email" } | { kind: "other"; reason: CancelRefusalReason };

/** The reason a booking's own view gives for not being cancellable online now. */
export function reasonOfRefusal(refusal: PublicCancelRefusal | null): CancelRefusalReason {
  switch (refusal) {
    case "Cancelled":
      return "cancelled";
    case "Started":
    case "NotLive":
      return "tooLate";
    case "ContactCompany":
      return "contact";
    default:
      return "unknown";
  }
}

const unknown: RefusedCancel = { kind: "other", reason: "unknown" };

/**
 * What a refused cancellation means, from its status and the field its problem names. A 409 only
 * says the booking cannot be cancelled now; `reread` reads the booking again and its cancellation
 * says why (already cancelled, too late, or the company must do it), in whatever language the
 * server answered. A conflict the booking does not explain (a retried request still running) is
 * unknown.
 */
export async function refusedCancel(
  error: unknown,
  reread: () => Promise<Pick<PublicBookingView, "cancellation">>,
): Promise<RefusedCancel> {
  if (!(error instanceof ApiError)) return unknown;
  if (error.status === 400 && error.problem.errors?.email) return { kind: "email" };
  if (error.status === 429) return { kind: "other", reason: "tooMany" };
  if (error.status === 409) {
    try {
      const view = await reread();
      return { kind: "other", reason: reasonOfRefusal(view.cancellation.refusal) };
    } catch {
      return unknown;
    }
  }
  return unknown;
}
