import type { Booking, StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import { errorCodes, type Problem } from "@stund/shared/contracts/problem";
import { ApiError } from "../../../api/api-error";
import { apiEvents } from "../../../api/api-events";
import { buildUrl } from "../../../api/client";

async function problemOf(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    return { ...body, status: response.status, title: body.title ?? response.statusText };
  } catch {
    return { status: response.status, title: response.statusText || "Request failed" };
  }
}

/**
 * POST /{tenant}/api/{project}/bookings with an Idempotency-Key header, so a retried request
 * (a double click, a dropped connection) never books twice. The console's API client sends no
 * custom headers, so this call makes its own request and answers failures as the client does:
 * an ApiError with the problem body, and the shell told about a lost session or a locked feature.
 */
export async function postStaffBooking(body: StaffBookingBody, idempotencyKey: string): Promise<Booking> {
  const response = await fetch(buildUrl("/bookings"), {
    method: "POST",
    credentials: "include",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      "x-stund-request": "1",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as Booking;
  const problem = await problemOf(response);
  const events = apiEvents();
  if (response.status === 401 && events.isAuthenticated()) events.onUnauthorized();
  if (problem.errorCode === errorCodes.featureAccessDenied) events.onFeatureAccessDenied(problem.title);
  throw new ApiError(response.status, problem);
}
