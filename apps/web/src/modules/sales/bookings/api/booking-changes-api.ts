import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  CancelBookingBody,
  CancellationQuote,
  CancelResult,
  ChangeQuantitiesBody,
  MoveBookingBody,
  ResendConfirmationBody,
  ResendConfirmationResult,
} from "@stund/shared/contracts/bookings/booking-changes";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import type { RefundBody, RefundResult } from "@stund/shared/contracts/payments/desk-payments";
import { apiCall } from "../../../../lib/http/client";
import { projectEventsKey } from "../../../../lib/queries/event-keys";
import { bookingDetailKey, projectBookingsKey } from "./bookings-api";
import type { SentChange } from "../model/change-request";
import { changeCall } from "./change-call";

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** What cancelling the booking now would cost and give back (GET .../bookings/{id}/cancellation). */
export function useCancellationQuote(bookingId: string, enabled = true) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...bookingDetailKey(tenant, project, bookingId), "cancellation"],
    queryFn: () => apiCall<CancellationQuote>(`${bookingPath(bookingId)}/cancellation`),
    enabled: Boolean(tenant && project && enabled),
    // The fee depends on the moment: always ask again when the dialog opens.
    gcTime: 0,
  });
}

/**
 * After a change the booking is read again, and so are the lists and every events query of the
 * project (seats, manifests), since seats may have moved.
 */
function useRefreshAfterChange(bookingId: string) {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return {
    show: (booking: BookingDetail) =>
      queryClient.setQueryData(bookingDetailKey(tenant, project, bookingId), booking),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectBookingsKey(tenant, project) }),
        queryClient.invalidateQueries({ queryKey: projectEventsKey(tenant, project) }),
      ]),
  };
}

/** POST .../bookings/{id}/move: another departure of the project. */
export function useMoveBooking(bookingId: string) {
  const after = useRefreshAfterChange(bookingId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey, successMessage }: SentChange<MoveBookingBody>) =>
      changeCall<BookingDetail>(`${bookingPath(bookingId)}/move`, {
        method: "POST",
        body,
        toast: "booking-move",
        idempotencyKey,
        successMessage,
      }),
    onSuccess: after.show,
    onSettled: after.refresh,
  });
}

/** PUT .../bookings/{id}/quantities: the tickets as they should be. */
export function useChangeQuantities(bookingId: string) {
  const after = useRefreshAfterChange(bookingId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey, successMessage }: SentChange<ChangeQuantitiesBody>) =>
      changeCall<BookingDetail>(`${bookingPath(bookingId)}/quantities`, {
        method: "PUT",
        body,
        toast: "booking-quantities",
        idempotencyKey,
        successMessage,
      }),
    onSuccess: after.show,
    onSettled: after.refresh,
  });
}

/** POST .../bookings/{id}/cancel: under the policy, with the refund it gives made at once or not. */
export function useCancelBooking(bookingId: string) {
  const after = useRefreshAfterChange(bookingId);
  return useMutation({
    mutationFn: ({ body, idempotencyKey, successMessage }: SentChange<CancelBookingBody>) =>
      changeCall<CancelResult>(`${bookingPath(bookingId)}/cancel`, {
        method: "POST",
        body,
        toast: "booking-cancel",
        idempotencyKey,
        successMessage,
      }),
    onSuccess: (result) => after.show(result.booking),
    onSettled: after.refresh,
  });
}

/** POST .../bookings/{id}/resend-confirmation: to the customer, or to the address given. */
export function useResendConfirmation(bookingId: string) {
  const after = useRefreshAfterChange(bookingId);
  return useMutation({
    mutationFn: ({ body, successMessage }: Omit<SentChange<ResendConfirmationBody>, "idempotencyKey">) =>
      changeCall<ResendConfirmationResult>(`${bookingPath(bookingId)}/resend-confirmation`, {
        method: "POST",
        body,
        toast: "booking-resend",
        successMessage,
      }),
    onSettled: after.refresh,
  });
}

/** POST /{tenant}/api/paymentsettings/refund: part or all of what was paid, to the card or in cash. */
export function useRefundBooking(bookingId: string) {
  const after = useRefreshAfterChange(bookingId);
  return useMutation({
    mutationFn: ({ body, successMessage }: Omit<SentChange<RefundBody>, "idempotencyKey">) =>
      changeCall<RefundResult>("/paymentsettings/refund", {
        method: "POST",
        body,
        toast: "booking-refund",
        useProject: false,
        successMessage,
      }),
    onSettled: after.refresh,
  });
}
