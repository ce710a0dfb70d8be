import type { Booking, StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import { apiCall } from "../../../../lib/http/client";

/**
 * POST /{tenant}/api/{project}/bookings with an Idempotency-Key header, so a retried request
 * (a double click, a dropped connection) never books twice.
 */
export function postStaffBooking(body: StaffBookingBody, idempotencyKey: string): Promise<Booking> {
  return apiCall<Booking>("/bookings", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
