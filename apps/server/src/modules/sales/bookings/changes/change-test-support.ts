/** Bookings to change, departures to move them to, and what the tests look at afterwards. */
import { and, eq } from "drizzle-orm";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import type { TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import { bookingHistory } from "../../../../db/schema/bookings";
import { events, experiences } from "../../../../db/schema/catalogue";
import type { Hubs } from "../../../../realtime/hubs";
import type { TestApp, TestClient } from "../../../../../test/test-app";
import { adultCategoryId, insertEvent } from "../../../../../test/fixtures/event-test-support";
import { bookingsProject } from "../read/read-test-support";

export const childCategoryId = "6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c22";
const dayMs = 864e5;

export const adult: TicketCategory = {
  id: adultCategoryId,
  name: { EN: "Adult", IS: "Fullorðinn" },
  price: 12900,
  channelPrices: {},
  vatRate: 11,
  minPerBooking: 0,
  maxPerBooking: 50,
};
export const child: TicketCategory = {
  id: childCategoryId,
  name: { EN: "Child", IS: "Barn" },
  price: 6000,
  channelPrices: {},
  vatRate: 11,
  minPerBooking: 0,
  maxPerBooking: 4,
};

/** Hubs that remember which departures each call said had changed. */
export function recordingHubs(t: TestApp) {
  const announced: { projectId: string; eventIds: string[] }[] = [];
  const hubs: Hubs = {
    availabilityChanged: (projectId, eventIds) => void announced.push({ projectId, eventIds }),
    userUpdated() {},
    userDeleted() {},
    termsUpdated() {},
    async close() {},
  };
  t.app.hubs = hubs;
  return announced;
}

export const withKey = (key: string) => ({ headers: { "idempotency-key": key } });

/**
 * The bookings project (Glacier Walk in three days, Ice Cave in five, 40 seats each) with a
 * second walk departure in four days holding `laterCapacity` seats.
 */
export async function changesProject(t: TestApp, laterCapacity = 10) {
  const p = await bookingsProject(t);
  const laterStart = new Date(Date.now() + 4 * dayMs);
  const laterWalk = await insertEvent(p.db, p.scope, {
    experienceId: p.walk.experienceId,
    start: laterStart,
    capacity: laterCapacity,
  });
  const bookingUrl = (id: string) => `${p.list}/${id}`;
  const detail = async (id: string, client: TestClient = p.owner) =>
    (await client.get(bookingUrl(id))).json<BookingDetail>();
  const eventRow = async (id: string) => (await p.db.select().from(events).where(eq(events.id, id)))[0]!;
  /** Seats as the events API shows them: sold, held by live holds, and still available. */
  const seats = async (id: string) => {
    const event = (await p.owner.get(`${p.api}/events/${id}`)).json<{
      sold: number;
      held: number;
      available: number;
    }>();
    return { sold: event.sold, held: event.held, available: event.available };
  };
  const history = async (id: string) =>
    p.db
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.tenantId, p.tenant.id), eq(bookingHistory.bookingId, id)));
  const setCategories = async (experienceId: string, categories: TicketCategory[]) =>
    p.db.update(experiences).set({ ticketCategories: categories }).where(eq(experiences.id, experienceId));
  return {
    ...p,
    laterWalk: { eventId: laterWalk, start: laterStart },
    bookingUrl,
    detail,
    eventRow,
    seats,
    history,
    setCategories,
  };
}
