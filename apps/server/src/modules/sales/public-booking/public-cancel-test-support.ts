/** A customer's paid booking on a public departure, and how they cancel it from its page. */
import { and, eq } from "drizzle-orm";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import type { TestApp } from "../../../../test/test-app";
import { bookingHistory } from "../../../db/schema/bookings";
import { experiences } from "../../../db/schema/catalogue";
import { adultCategoryId } from "../../../../test/fixtures/event-test-support";
import { sandboxCards } from "../../payments/providers/sandbox/sandbox-ledger";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";

export const customerEmail = "kari@example.com";
const hourMs = 3_600_000;

/**
 * A departure `hoursAhead` from now under a policy free until 24 hours before, keeping
 * `feePercent` after that; `paidBooking` books and pays `quantity` adults by sandbox card.
 */
export async function cancelDeparture(
  t: TestApp,
  options: { hoursAhead?: number; feePercent?: number } = {},
) {
  const d = await publicDeparture(t, 5, new Date(Date.now() + (options.hoursAhead ?? 72) * hourMs));
  await t.database.db
    .update(experiences)
    .set({ cancellationPolicy: { freeUntilHours: 24, feePercent: options.feePercent ?? 100 } })
    .where(eq(experiences.id, d.experienceId));
  const hold = async (quantity = 2) => {
    const response = await d.book(quantity);
    if (response.statusCode !== 201) throw new Error(`booking not made: ${response.body}`);
    return response.json<{ id: string; paymentUrl: string }>();
  };
  const paidBooking = async (quantity = 2) => {
    const created = await hold(quantity);
    const paid = await d.pay(created.paymentUrl, sandboxCards.succeeds);
    if (paid.statusCode !== 303) throw new Error(`payment not made: ${paid.body}`);
    return created;
  };
  /** A booking made and paid in cash at the desk, with the customer's email address. */
  const cashBooking = async (quantity = 2) => {
    const response = await d.owner.post(`${d.api}/bookings`, {
      items: [{ eventId: d.eventId, ticketCategoryId: adultCategoryId, quantity }],
      customer: { name: "Kári Stefánsson", email: customerEmail },
      paymentMethod: "Cash",
    });
    if (response.statusCode !== 201) throw new Error(`booking not made: ${response.body}`);
    return response.json<{ id: string }>();
  };
  const cancel = (id: string, body: unknown, headers: Record<string, string> = {}, base = d.base) =>
    t.app.inject({
      method: "POST",
      url: `${base}/bookings/${id}/cancel`,
      headers: { origin: "https://tours.example.com", ...headers },
      payload: body as Record<string, unknown>,
    });
  const view = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `${d.base}/bookings/${id}` })).json<PublicBookingView>();
  const available = async () => {
    const from = new Date(Date.now() - 864e5).toISOString();
    const to = new Date(Date.now() + 20 * 864e5).toISOString();
    const response = await t.app.inject({
      method: "GET",
      url: `${d.base}/events?experienceId=${d.experienceId}&from=${from}&to=${to}`,
    });
    return response.json<{ available: number }[]>()[0]!.available;
  };
  const history = (id: string) =>
    t.database.db
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.tenantId, d.tenant.id), eq(bookingHistory.bookingId, id)));
  return { ...d, hold, paidBooking, cashBooking, cancel, view, available, history };
}
