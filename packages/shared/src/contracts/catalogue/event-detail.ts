import { z } from "zod";
import { eventSchema } from "./events";

/** One booking on an event's manifest; the bookings feature adds customer and ticket details. */
export const manifestEntrySchema = z.object({
  id: z.string(),
  /** Booking status (spec: Pending, Confirmed, Declined, Expired, Failed). */
  status: z.string(),
  seats: z.number(),
  createdAt: z.string(),
  /** The booking's reference and its customer's name, shown when the answer carries them. */
  reference: z.string().optional(),
  customerName: z.string().optional(),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** GET /events/:id: the event, its bookings, and the name of its series (null when it has none). */
export const eventDetailSchema = eventSchema.extend({
  manifest: z.array(manifestEntrySchema),
  seriesName: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
