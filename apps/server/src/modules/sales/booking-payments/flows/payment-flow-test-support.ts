/**
 * The whole payment flow of a company on a real broker adapter: an app listening on 127.0.0.1 (so a
 * broker's test server can post its notices to our webhook route over HTTP), a company whose payment
 * settings name the broker and its credentials, and the customer's and staff's calls around a booking.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { bookingHistory, paymentTransactions } from "../../../../db/schema/bookings";
import { bookings } from "../../../../db/schema/catalogue";
import { paymentWebhookInbox } from "../../../../db/schema/payments";
import { expireHolds } from "../../bookings/hold-expiry.job";
import { adultCategoryId } from "../../../../../test/fixtures/event-test-support";
import { publicDeparture } from "../../../../../test/fixtures/public-test-support";
import type { BrokerEndpoints } from "../../../payments/providers/payment-broker.types";
import { webhookPath } from "../../../payments/payment-settings/payment-settings.service";
import { reconcilePayments } from "../reconcile-payments.job";

export interface FlowApp extends TestApp {
  /** Where brokers reach this app: its public origin. */
  origin: string;
}

/** The app on a free port, its public origin set to that port, its brokers at the given addresses. */
export async function flowApp(endpoints: Partial<BrokerEndpoints>): Promise<FlowApp> {
  const t = await createTestApp();
  t.app.config.credentialsKey = randomBytes(32).toString("base64");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  t.app.config.port = port;
  t.app.config.publicOrigin = origin;
  t.app.config.brokerEndpoints = { ...t.app.config.brokerEndpoints, ...endpoints };
  return { ...t, origin };
}

export type FlowBroker = "Rapyd" | "Teya" | "Straumur" | "ValitorPay";

export interface CustomerBooking {
  id: string;
  reference: string;
  status: string;
  total: number;
  paymentUrl: string;
}

/** A company selling one departure (12.900 kr. a seat) that takes payments through `broker`. */
export async function brokerCompany(
  t: FlowApp,
  broker: FlowBroker,
  credentials: Record<string, string>,
  capacity = 6,
) {
  const d = await publicDeparture(t, capacity);
  const payments = `${d.tenant.api}/paymentsettings`;
  const saved = await d.owner.put(payments, {
    broker,
    currency: "ISK",
    payoutTiming: "Daily",
    vatOverrides: [],
    credentials,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const db = t.database.db;

  /** A customer books on the shop: the seats are held and the answer says where to pay. */
  const customerBooks = async (quantity = 2): Promise<CustomerBooking> => {
    const response = await d.book(quantity);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CustomerBooking>();
  };
  /** Staff book at the desk, to be paid by card. */
  const deskBooks = async (quantity = 2) => {
    const response = await d.owner.post(`${d.api}/bookings`, {
      items: [{ eventId: d.eventId, ticketCategoryId: adultCategoryId, quantity }],
      customer: { name: "Sigrún", email: "sigrun@example.com" },
      paymentMethod: "Card",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; status: string }>();
  };
  /** The customer's browser opens the payment address (/pay/{id}). */
  const openPay = async (paymentUrl: string) => {
    await t.app.changeFeed.settle();
    return t.app.inject({ method: "GET", url: new URL(paymentUrl).pathname });
  };
  const payment = async (bookingId: string) => {
    const rows = await d.attempts(bookingId);
    return rows.filter((row) => row.kind === "Payment").at(-1)!;
  };
  const refunds = async (bookingId: string) =>
    (await d.attempts(bookingId)).filter((row) => row.kind === "Refund");
  const history = async (bookingId: string) =>
    (await db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, bookingId))).map(
      (line) => line.action,
    );
  const money = async (bookingId: string) => {
    const { status, paid, refunded, paymentStatus } = await d.booking(bookingId);
    return { status, paid, refunded, paymentStatus };
  };
  /** Seats left on the departure, as the shop shows them. */
  const seatsLeft = async () => {
    await t.app.changeFeed.settle();
    const range = `from=${new Date(Date.now() - 864e5).toISOString()}&to=${new Date(Date.now() + 20 * 864e5).toISOString()}`;
    const response = await t.app.inject({
      method: "GET",
      url: `${d.base}/events?experienceId=${d.experienceId}&${range}`,
    });
    return response.json<{ id: string; available: number }[]>().find((row) => row.id === d.eventId)!
      .available;
  };
  /** The hold runs out: the booking's time passes and the hold-expiry job runs. */
  const holdRunsOut = async (bookingId: string) => {
    await db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    return expireHolds(db, new Date());
  };
  /** The notice never came: the attempt has waited two minutes when reconciliation runs. */
  const reconcileLater = async (bookingId: string) => {
    await db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(and(eq(paymentTransactions.bookingId, bookingId), eq(paymentTransactions.kind, "Payment")));
    return reconcilePayments(db, new Date(), t.origin, t.app.config);
  };
  /** The broker's notices of the booking's refunds never came: they have waited two minutes when reconciliation runs. */
  const reconcileRefundsLater = async (bookingId: string) => {
    await db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(and(eq(paymentTransactions.bookingId, bookingId), eq(paymentTransactions.kind, "Refund")));
    return reconcilePayments(db, new Date(), t.origin, t.app.config);
  };
  const refund = (body: { bookingId: string; amount: number; reason?: string; method?: string }) =>
    d.owner.post(`${payments}/refund`, { reason: "CustomerRequest", method: "Broker", ...body });
  const link = (bookingId: string) => d.owner.post(`${payments}/link/${bookingId}`);

  return {
    ...d,
    payments,
    webhookUrl: `${t.origin}${webhookPath(broker, d.tenant.id)}`,
    customerBooks,
    deskBooks,
    openPay,
    payment,
    refunds,
    history,
    money,
    seatsLeft,
    holdRunsOut,
    reconcileLater,
    reconcileRefundsLater,
    refund,
    link,
  };
}

export type BrokerCompany = Awaited<ReturnType<typeof brokerCompany>>;

/** Posts a notice to our webhook route over HTTP, as the broker does. */
export async function postNotice(url: string, headers: Record<string, string>, body: string) {
  const response = await fetch(url, { method: "POST", headers, body });
  return { status: response.status, body: await response.text() };
}

/** What became of a broker's event at a company's webhook address, or null when it was never kept. */
export async function inboxOutcome(t: TestApp, provider: FlowBroker, tenantId: string, eventKey: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentWebhookInbox)
    .where(
      and(
        eq(paymentWebhookInbox.provider, provider),
        eq(paymentWebhookInbox.eventKey, `${tenantId}:${eventKey}`),
      ),
    );
  return row?.outcome ?? null;
}

/** The hidden fields of the form our payment page posts to the broker. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (value: string) =>
    value
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error("The page has no form");
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(match[1]!)] = unescape(match[2]!);
  return { action: unescape(action), fields };
}
