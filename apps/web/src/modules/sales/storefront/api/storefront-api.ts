import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  publicBookingCreatedSchema,
  publicBookingViewSchema,
  publicCancelResultSchema,
  publicCompanySchema,
  publicEventSchema,
  publicExperienceSchema,
  type PublicBookingBody,
  type PublicBookingView,
} from "@stund/shared/contracts/bookings/public";
import { isSettled } from "../model/booking-outcome";
import type { DepartureRange } from "../model/departures";
import { publicGet, publicPost, publicUrl } from "./public-api";

/** How often the confirmation page asks about a booking still waiting for its payment. */
export const bookingPollMs = 2_000;

const storefrontKey = (tenant: string) => ["storefront", tenant] as const;
const bookingKey = (tenant: string, id: string) => [...storefrontKey(tenant), "booking", id] as const;

export function useCompany(tenant: string) {
  return useQuery({
    queryKey: [...storefrontKey(tenant), "company"],
    queryFn: ({ signal }) => publicGet(publicUrl(tenant, "/company"), publicCompanySchema, signal),
  });
}

export function usePublicExperiences(tenant: string, project?: string) {
  return useQuery({
    queryKey: [...storefrontKey(tenant), "experiences", project ?? null],
    queryFn: ({ signal }) =>
      publicGet(publicUrl(tenant, "/experiences", { project }), z.array(publicExperienceSchema), signal),
  });
}

export function usePublicExperience(tenant: string, tag: string) {
  return useQuery({
    queryKey: [...storefrontKey(tenant), "experience", tag],
    queryFn: ({ signal }) =>
      publicGet(publicUrl(tenant, `/experiences/${encodeURIComponent(tag)}`), publicExperienceSchema, signal),
  });
}

/** The departures in a range with the seats left now; seats change every minute, so never kept stale. */
export function useDepartures(
  tenant: string,
  experienceId: string | undefined,
  range: DepartureRange | null,
) {
  return useQuery({
    queryKey: [...storefrontKey(tenant), "events", experienceId, range?.from, range?.to],
    queryFn: ({ signal }) =>
      publicGet(
        publicUrl(tenant, "/events", { experienceId, from: range?.from, to: range?.to }),
        z.array(publicEventSchema),
        signal,
      ),
    enabled: Boolean(experienceId && range),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useCreatePublicBooking(tenant: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PublicBookingBody; idempotencyKey: string }) =>
      publicPost(publicUrl(tenant, "/bookings"), body, publicBookingCreatedSchema, idempotencyKey),
  });
}

/**
 * A customer's booking. While it waits for its payment it is asked about again every 2 s: the
 * broker's notice of a payment may arrive a few seconds after the customer is sent back. Asking
 * pauses while the tab is hidden and stops once the booking is settled or cannot be found.
 */
export function useBookingView(tenant: string, id: string) {
  return useQuery({
    queryKey: bookingKey(tenant, id),
    queryFn: ({ signal }) =>
      publicGet(publicUrl(tenant, `/bookings/${encodeURIComponent(id)}`), publicBookingViewSchema, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query) => {
      const data: PublicBookingView | undefined = query.state.data;
      if (!data || isSettled(data.status)) return false;
      return bookingPollMs;
    },
  });
}

/** The customer cancels their booking; the page then shows the booking as the answer has it. */
export function useCancelBooking(tenant: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) =>
      publicPost(
        publicUrl(tenant, `/bookings/${encodeURIComponent(id)}/cancel`),
        { email },
        publicCancelResultSchema,
        idempotencyKey,
      ),
    onSuccess: (result) => queryClient.setQueryData(bookingKey(tenant, id), result.booking),
  });
}
