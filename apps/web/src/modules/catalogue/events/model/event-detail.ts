import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

/**
 * One booking on an event's manifest. The events contract does not describe these rows yet, so
 * only the booking core's fields are relied on and the rest is shown when present.
 */
export interface ManifestEntry {
  id: string;
  status: string;
  seats: number;
  reference?: string;
  customerName?: string;
  createdAt?: string;
}

/** GET events/{id}: the event with its manifest and the name of its series. */
export type EventDetail = StundEvent & { manifest?: ManifestEntry[]; seriesName?: string | null };
