import type { EventManifest } from "@stund/shared/contracts/bookings/booking-list";

export type ManifestBooking = EventManifest["bookings"][number];

/** The manifest after one booking's check-in count changed, totals included. */
export function withCheckIn(manifest: EventManifest, bookingId: string, checkedIn: number): EventManifest {
  const before = manifest.bookings.find((booking) => booking.id === bookingId);
  if (!before) return manifest;
  return {
    ...manifest,
    bookings: manifest.bookings.map((booking) =>
      booking.id === bookingId ? { ...booking, checkedIn } : booking,
    ),
    totals: { ...manifest.totals, checkedIn: manifest.totals.checkedIn + checkedIn - before.checkedIn },
  };
}

/** The server records arrivals on confirmed, uncancelled bookings only; a hold is not a guest yet. */
export function canBeCheckedIn(
  booking: Pick<ManifestBooking, "status"> & { cancelledAt?: string | null },
): boolean {
  return booking.status === "Confirmed" && !booking.cancelledAt;
}
