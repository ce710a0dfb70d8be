/** A company selling a departure on the Public channel, and helpers to book and pay as a customer. */
import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/test-app";
import { bookings } from "../../db/schema/catalogue";
import { paymentTransactions } from "../../db/schema/bookings";
import { adultCategoryId, eventsProject, insertEvent, insertExperience } from "../events/event-test-support";

export async function publicDeparture(t: TestApp, capacity = 5, start = new Date(Date.now() + 3 * 864e5)) {
  const p = await eventsProject(t);
  const experienceId = await insertExperience(t.database.db, p.scope, { capacity });
  const eventId = await insertEvent(t.database.db, p.scope, { experienceId, start, capacity });
  const base = `/${p.tenant.identifier}/api/public`;
  const body = (quantity: number, extra: Record<string, unknown> = {}) => ({
    items: [{ eventId, ticketCategoryId: adultCategoryId, quantity }],
    customer: { name: "Kári Stefánsson", email: "kari@example.com" },
    acceptTerms: true,
    ...extra,
  });
  const book = (
    quantity: number,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: `${base}/bookings`,
      headers: { origin: "https://tours.example.com", ...headers },
      payload: body(quantity, extra),
    });
  const booking = async (id: string) => {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    return row!;
  };
  const attempts = (id: string) =>
    t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, id));
  /** Follows a booking's payment URL (/pay/{id}) to the sandbox's hosted page, opening its checkout. */
  const pagePath = async (paymentUrl: string) => {
    const opened = await t.app.inject({ method: "GET", url: new URL(paymentUrl).pathname });
    if (opened.statusCode !== 303) return new URL(paymentUrl).pathname;
    const page = new URL(String(opened.headers.location));
    return `${page.pathname}${page.search}`;
  };
  const pay = async (paymentUrl: string, card: string) =>
    t.app.inject({
      method: "POST",
      url: await pagePath(paymentUrl),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" },
      payload: new URLSearchParams({ card }).toString(),
    });
  return { ...p, experienceId, eventId, base, body, book, booking, attempts, pay, pagePath };
}
