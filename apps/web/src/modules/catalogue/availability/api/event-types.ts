import type { z } from "zod";
import type {
  bulkEventActionSchema,
  bulkEventResultSchema,
  StundEvent,
} from "@stund/shared/contracts/catalogue/events";

/**
 * One booking on an event's manifest. The shared contracts do not describe the manifest yet, so
 * only what the bookings core holds is relied on; the rest is shown when the API sends it.
 */
export interface ManifestEntry {
  id: string;
  status: string;
  seats: number;
  createdAt?: string;
  reference?: string;
  customerName?: string;
}

/** GET events/{id}: the event with its series name and the bookings on it. */
export type EventDetail = StundEvent & { manifest: ManifestEntry[]; seriesName?: string | null };

export type BulkEventAction = z.input<typeof bulkEventActionSchema>;
export type BulkEventResult = z.output<typeof bulkEventResultSchema>;
export type BulkActionName = BulkEventAction["action"];
