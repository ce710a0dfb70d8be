import { useMutation, useQuery } from "@tanstack/react-query";
import type { PaymentOpened } from "@stund/shared/contracts/payments/desk-payments";
import { apiCall } from "../../../../lib/http/client";

/** POST /{tenant}/api/paymentsettings/ticket: the broker's card page for what is left on a booking. */
export function useOpenCardPayment() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiCall<PaymentOpened>("/paymentsettings/ticket", {
        method: "POST",
        body: { bookingId },
        useProject: false,
        toast: "desk-card-payment",
        quietSuccess: true,
      }),
  });
}

/**
 * POST /{tenant}/api/paymentsettings/link/{id}: the broker's payment link (the same one when asked
 * again), opened when the desk chooses to send one.
 */
export function usePaymentLink(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["payment-link", bookingId],
    queryFn: () =>
      apiCall<PaymentOpened>(`/paymentsettings/link/${bookingId}`, { method: "POST", useProject: false }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
