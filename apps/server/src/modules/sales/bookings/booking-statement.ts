import type { Database } from "../../../db/database";
import { assertDepartureOpen, assertSeatsFit } from "../../catalogue/availability/availability.service";
import type { BookingGraph } from "./booking-graph.statement";
import { insertHeldBooking, type AnswerToStore } from "./held-booking.statement";
import { withReference, type CreatedBooking, type PreparedBooking } from "./booking.service";

/**
 * Whether a prepared booking can be written by one statement of its own: a hold that pays nothing
 * yet, on a departure that needs no asset pool. Anything confirmed at once (its seats sold, cash,
 * fee, email) or pooled takes the transaction of `createBooking`.
 */
export function fitsOneStatement(prepared: PreparedBooking): boolean {
  return !prepared.confirmed && prepared.paid === 0 && !prepared.context.pooled;
}

/**
 * Writes a held booking in one statement that also takes its departure's seats (see
 * `insertHeldBooking`): no transaction, so the departure stays locked only while the database
 * runs and commits it. `answerFor` gives, for the rows about to be written, the answer to store
 * under the call's Idempotency-Key with them. Answers "pooled" when the departure turned out to
 * need an asset pool (nothing written: book it in a transaction); throws 404, or 409 with the
 * seats left.
 */
export async function bookInOneStatement(
  db: Database,
  prepared: PreparedBooking,
  answerFor?: (graph: BookingGraph & { row: { reference: string } }) => AnswerToStore,
): Promise<CreatedBooking | "pooled"> {
  const { request, eventId, seats, now } = prepared;
  const allowOverbook = request.staffSale?.allowOverbook ?? false;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const graph = withReference(prepared.graph);
    const { seats: found, inserted } = await insertHeldBooking(
      db,
      graph,
      { eventId, seats, allowOverbook, now },
      answerFor?.(graph),
    );
    assertDepartureOpen(found);
    if (found.pooled) return "pooled";
    if (inserted)
      return {
        booking: inserted.booking,
        items: inserted.items,
        paymentUrl: graph.attempt?.paymentUrl ?? null,
      };
    assertSeatsFit(found, seats, allowOverbook);
    // Otherwise the reference was taken in the company: draw another.
  }
  throw new Error("could not find a free booking reference");
}
