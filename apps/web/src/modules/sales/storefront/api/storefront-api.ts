import type {
  PublicBookingBody,
  PublicBookingCreated,
  PublicBookingView,
  PublicCancelResult,
  PublicEvent,
} from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import type { DepartureRange } from "../model/departures";
import { publicGet, publicPost, publicUrl } from "./public-api";

/** How often the confirmation page asks about a booking still waiting for its payment. */
export const bookingPollMs = 2_000;

/** The departures of an experience in a range, with the seats left now. */
export function fetchDepartures(
  tenant: string,
  experienceId: string,
  range: DepartureRange,
  language: Language,
  signal?: AbortSignal,
): Promise<PublicEvent[]> {
  return publicGet(publicUrl(tenant, "/events", { experienceId, ...range }), language, signal);
}

export function createPublicBooking(
  tenant: string,
  body: PublicBookingBody,
  language: Language,
  idempotencyKey: string,
): Promise<PublicBookingCreated> {
  return publicPost(publicUrl(tenant, "/bookings"), body, language, idempotencyKey);
}

/** A customer's booking, by its id (the id is the key). */
export function fetchBookingView(
  tenant: string,
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<PublicBookingView> {
  return publicGet(publicUrl(tenant, `/bookings/${encodeURIComponent(id)}`), language, signal);
}

/** The customer cancels their booking; the email address it was made with guards the link. */
export function cancelPublicBooking(
  tenant: string,
  id: string,
  email: string,
  language: Language,
  idempotencyKey: string,
): Promise<PublicCancelResult> {
  return publicPost(
    publicUrl(tenant, `/bookings/${encodeURIComponent(id)}/cancel`),
    { email },
    language,
    idempotencyKey,
  );
}
