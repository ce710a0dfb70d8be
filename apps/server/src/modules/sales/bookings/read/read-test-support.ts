/** A project with departures and a way to book them, for the tests of reading bookings. */
import { bookingReference } from "@stund/shared/bookings/reference";
import type { Executor } from "../../../../db/database";
import { bookingItems } from "../../../../db/schema/bookings";
import { bookings, type BookingCustomer } from "../../../../db/schema/catalogue";
import type { TestApp } from "../../../../../test/test-app";
import {
  adultCategoryId,
  eventsProject,
  insertEvent,
  insertExperience,
  type Scope,
} from "../../../../../test/fixtures/event-test-support";

const dayMs = 864e5;

export interface BookAt {
  eventId: string;
  quantity?: number;
  customer?: BookingCustomer;
  paymentMethod?: "Cash" | "Unknown";
  salesUnitId?: string;
}

export interface BookedBooking {
  id: string;
  reference: string;
  seats: number;
}

/** A project with two experiences, a departure of each three and five days ahead, and a staff booking call. */
export async function bookingsProject(t: TestApp) {
  const p = await eventsProject(t);
  const db = t.database.db;
  const walkId = await insertExperience(db, p.scope, { name: "Glacier Walk", capacity: 40 });
  const caveId = await insertExperience(db, p.scope, { name: "Ice Cave", capacity: 40 });
  const walkStart = new Date(Date.now() + 3 * dayMs);
  const caveStart = new Date(Date.now() + 5 * dayMs);
  const walkEvent = await insertEvent(db, p.scope, { experienceId: walkId, start: walkStart, capacity: 40 });
  const caveEvent = await insertEvent(db, p.scope, { experienceId: caveId, start: caveStart, capacity: 40 });
  const book = async (at: BookAt): Promise<BookedBooking> => {
    const response = await p.owner.post(`${p.api}/bookings`, {
      items: [{ eventId: at.eventId, ticketCategoryId: adultCategoryId, quantity: at.quantity ?? 1 }],
      customer: at.customer ?? { name: "Anna Jónsdóttir", email: "anna@example.com" },
      paymentMethod: at.paymentMethod ?? "Cash",
      ...(at.salesUnitId ? { salesUnitId: at.salesUnitId } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`booking not made: ${response.body}`);
    return response.json<BookedBooking>();
  };
  return {
    ...p,
    db,
    walk: { experienceId: walkId, eventId: walkEvent, start: walkStart },
    cave: { experienceId: caveId, eventId: caveEvent, start: caveStart },
    book,
    list: `${p.api}/bookings`,
  };
}

/** A booking written straight into the database, for states the booking calls do not make on demand. */
export async function insertRawBooking(
  db: Executor,
  scope: Scope,
  values: {
    eventId: string;
    seats: number;
    status: string;
    expiresAt?: Date | null;
    customer?: BookingCustomer;
    channel?: "Public" | "Web" | "Kiosk" | "Private" | "Agent";
    paymentStatus?: string;
    cancelledAt?: Date | null;
    createdAt?: Date;
  },
): Promise<BookedBooking> {
  const reference = bookingReference();
  const [row] = await db
    .insert(bookings)
    .values({
      ...scope,
      eventId: values.eventId,
      status: values.status,
      seats: values.seats,
      expiresAt: values.expiresAt ?? null,
      reference,
      channel: values.channel ?? "Web",
      creatorKind: "Customer",
      customer: values.customer ?? { name: "Web Customer" },
      total: values.seats * 12900,
      paymentStatus: values.paymentStatus ?? "Unpaid",
      cancelledAt: values.cancelledAt ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: bookings.id });
  await db.insert(bookingItems).values({
    tenantId: scope.tenantId,
    bookingId: row!.id,
    ticketCategoryId: adultCategoryId,
    name: { EN: "Adult", IS: "Fullorðinn" },
    quantity: values.seats,
    unitPrice: 12900,
    vatRate: 11,
  });
  return { id: row!.id, reference, seats: values.seats };
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
export const minutesAhead = (n: number) => new Date(Date.now() + n * 60_000);
