/** Bookings made through the staff route, and their confirmations queued, for the email tests. */
import { eq } from "drizzle-orm";
import { defaultTenantSettings, type TenantSettings } from "@stund/shared/contracts/tenants";
import { experiences } from "../../../db/schema/catalogue";
import { emailOutbox } from "../../../db/schema/emails";
import { tenants } from "../../../db/schema/tenants";
import type { TestApp } from "../../../../test/test-app";
import {
  adultCategoryId,
  eventsProject,
  insertEvent,
  insertExperience,
} from "../../../../test/fixtures/event-test-support";
import { queueBookingConfirmation } from "./queue-confirmation.service";

export const origin = "https://book.example.com";

/** Three days ahead at 09:00 UTC, so the local clock reading is known in zones without summer time. */
export function departureStart(): Date {
  const day = new Date(Date.now() + 3 * 864e5);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0));
}

export interface DepartureOptions {
  /** The project's own zone; null follows the company's. */
  projectTimeZone?: string;
  settings?: Partial<TenantSettings>;
  address?: string;
  capacity?: number;
}

/** A company, project, experience (180 minutes, Adult 12.900 ISK) and one departure. */
export async function emailDeparture(t: TestApp, options: DepartureOptions = {}) {
  const p = await eventsProject(t, options.projectTimeZone);
  const db = t.database.db;
  if (options.settings)
    await db
      .update(tenants)
      .set({ settings: { ...defaultTenantSettings, ...options.settings } })
      .where(eq(tenants.id, p.tenant.id));
  const capacity = options.capacity ?? 20;
  const experienceId = await insertExperience(db, p.scope, { capacity });
  if (options.address)
    await db
      .update(experiences)
      .set({ location: { address: options.address, meetingPoint: "", latitude: null, longitude: null } })
      .where(eq(experiences.id, experienceId));
  const start = departureStart();
  const eventId = await insertEvent(db, p.scope, { experienceId, start, capacity });

  /** Books `quantity` adults at the desk; returns the booking as the route answered. */
  const book = async (customer: Record<string, string>, quantity = 2, paymentMethod = "Cash") => {
    const response = await p.owner.post(`${p.api}/bookings`, {
      items: [{ eventId, ticketCategoryId: adultCategoryId, quantity }],
      customer,
      paymentMethod,
    });
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
    const booking = response.json<{ id: string; reference: string; total: number; paid: number }>();
    // The desk's route queues the confirmation itself; these tests queue it themselves, with a
    // known origin and clock, so the route's email is taken out of the way.
    await db.delete(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    return booking;
  };
  return { ...p, start, experienceId, eventId, book };
}

/** Queues the booking's confirmation in a transaction of its own, as the confirming code will. */
export function queueConfirmation(t: TestApp, bookingId: string, tenantId: string, now?: Date) {
  return t.database.db.transaction((tx) => queueBookingConfirmation(tx, bookingId, tenantId, origin, now));
}

export async function outboxRows(t: TestApp, bookingId: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, bookingId));
}
