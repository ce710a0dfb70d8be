import { ApiError } from "../../../../lib/http/api-error";

/** The server answered that what was asked for (a company, an experience, a booking) does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A booking address that names no booking: unknown, or not even shaped like a booking's id. */
export function isUnknownBooking(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
