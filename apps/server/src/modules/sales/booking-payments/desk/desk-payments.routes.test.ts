import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, type TestApp } from "../../../../../test/test-app";
import { memberClient, ownedTenant } from "../../../../../test/factories";
import { paymentSettings } from "../../../../db/schema/payment-settings";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { adultCategoryId } from "../../../../../test/fixtures/event-test-support";
import { publicDeparture } from "../../../../../test/fixtures/public-test-support";
import { sandboxCards } from "../../../payments/providers/sandbox/sandbox-ledger";
import { findSandboxPaymentByReference } from "../../../payments/providers/sandbox/sandbox-ledger.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A company selling one departure (12.900 kr. a seat), and its desk's calls. */
async function desk(capacity = 10) {
  const d = await publicDeparture(t, capacity);
  const payments = `${d.tenant.api}/paymentsettings`;
  const deskBooking = async (paymentMethod: "Cash" | "Card" | "Unknown", quantity = 2) => {
    const response = await d.owner.post(`${d.api}/bookings`, {
      items: [{ eventId: d.eventId, ticketCategoryId: adultCategoryId, quantity }],
      customer: { name: "Sigrún", email: "sigrun@example.com" },
      paymentMethod,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; status: string; total: number }>();
  };
  const cardPaid = async () => {
    const created = (await d.book(2)).json<{ id: string; paymentUrl: string }>();
    expect((await d.pay(created.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    return created;
  };
  const refund = (body: Record<string, unknown>, client = d.owner) => client.post(`${payments}/refund`, body);
  return { ...d, payments, deskBooking, cardPaid, refund };
}

describe("refunds", () => {
  it("refunds half of a cash booking over the counter, then the rest, and never more than was paid", async () => {
    const d = await desk();
    const booking = await d.deskBooking("Cash");
    const half = await d.refund({
      bookingId: booking.id,
      amount: 12900,
      reason: "CustomerRequest",
      method: "Cash",
    });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({
      result: "Success",
      paid: 25800,
      refunded: 12900,
      paymentStatus: "PartialRefunded",
    });
    const tooMuch = await d.refund({ bookingId: booking.id, amount: 12901, reason: "Other", method: "Cash" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      title: "You can refund at most what was paid and not yet refunded",
    });
    const rest = await d.refund({
      bookingId: booking.id,
      amount: 12900,
      reason: "Duplicate",
      note: "Twice",
      method: "Cash",
    });
    expect(rest.json()).toMatchObject({ refunded: 25800, paymentStatus: "Refunded" });
    const again = await d.refund({ bookingId: booking.id, amount: 1, reason: "Other", method: "Cash" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ title: "There is nothing left to refund on this booking" });
    const detail = (await d.owner.get(`${d.api}/bookings/${booking.id}`)).json<{
      history: { action: string }[];
    }>();
    expect(detail.history.filter((line) => line.action === "Refunded")).toHaveLength(2);
  });

  it("refunds a card payment through the broker it was paid with, partly and then fully", async () => {
    const d = await desk();
    const paid = await d.cardPaid();
    const part = await d.refund({ bookingId: paid.id, amount: 5000, reason: "Return", method: "Broker" });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      result: "Success",
      refunded: 5000,
      paymentStatus: "PartialRefunded",
    });
    const [payment] = (await d.attempts(paid.id)).filter((row) => row.kind === "Payment");
    expect((await findSandboxPaymentByReference(t.database.db, payment!.id))?.refunded).toBe(5000);
    const rest = await d.refund({ bookingId: paid.id, amount: 20800, reason: "Return", method: "Broker" });
    expect(rest.json()).toMatchObject({ refunded: 25800, paymentStatus: "Refunded" });
    const refunds = (await d.attempts(paid.id)).filter((row) => row.kind === "Refund");
    expect(refunds.map((row) => [row.result, row.refundOf, row.broker])).toEqual([
      ["Success", payment!.id, "Sandbox"],
      ["Success", payment!.id, "Sandbox"],
    ]);
  });

  it("refuses a broker refund of a booking paid in cash, and bad input, changing nothing", async () => {
    const d = await desk();
    const booking = await d.deskBooking("Cash");
    const viaBroker = await d.refund({
      bookingId: booking.id,
      amount: 100,
      reason: "Other",
      method: "Broker",
    });
    expect(viaBroker.statusCode).toBe(409);
    expect(viaBroker.json()).toMatchObject({
      title: "This booking has no card payment to refund through the broker; refund it as cash",
    });
    for (const body of [
      { bookingId: booking.id, amount: 0, reason: "Other", method: "Cash" },
      { bookingId: booking.id, amount: 10.5, reason: "Other", method: "Cash" },
      { bookingId: booking.id, amount: 10, reason: "Because", method: "Cash" },
      { bookingId: "nope", amount: 10, reason: "Other", method: "Cash" },
      { bookingId: booking.id, amount: 10, reason: "Other", method: "Cheque" },
    ])
      expect((await d.refund(body)).statusCode).toBe(400);
    expect((await d.attempts(booking.id)).filter((row) => row.kind === "Refund")).toHaveLength(0);
  });

  it("answers 401 without a session, 403 without the rights, 404 for another company's booking", async () => {
    const d = await desk();
    const booking = await d.deskBooking("Cash");
    const body = { bookingId: booking.id, amount: 100, reason: "Other", method: "Cash" };
    const signedOut = await signedInClient(t.app, "Gone");
    signedOut.cookie = "";
    expect((await d.refund(body, signedOut)).statusCode).toBe(401);
    expect((await signedOut.post(`${d.payments}/ticket`, { bookingId: booking.id })).statusCode).toBe(401);
    expect((await signedOut.get(`${d.payments}/link/${booking.id}`)).statusCode).toBe(401);
    expect((await signedOut.post(`${d.payments}/link/${booking.id}`)).statusCode).toBe(401);
    const agent = await memberClient(t.app, t.database.db, d.tenant.id, {
      project: d.projectId,
      role: "ProjectAgent",
    });
    expect((await d.refund(body, agent)).statusCode).toBe(403);
    const other = await ownedTenant(t.app, t.database.db);
    expect((await other.owner.post(`${other.tenant.api}/paymentsettings/refund`, body)).statusCode).toBe(404);
    expect(
      (await other.owner.post(`${other.tenant.api}/paymentsettings/ticket`, { bookingId: booking.id }))
        .statusCode,
    ).toBe(404);
    expect((await other.owner.get(`${other.tenant.api}/paymentsettings/link/${booking.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.owner.post(`${other.tenant.api}/paymentsettings/link/${booking.id}`)).statusCode,
    ).toBe(404);
    expect((await d.owner.post(`${other.tenant.api}/paymentsettings/refund`, body)).statusCode).toBe(404);
    expect((await d.attempts(booking.id)).filter((row) => row.kind === "Refund")).toHaveLength(0);
  });
});

describe("card payments and payment links at the desk", () => {
  it("holds a card booking while the customer pays on the broker's page, which confirms it", async () => {
    const d = await desk();
    const booking = await d.deskBooking("Card");
    expect(booking.status).toBe("Pending");
    const opened = await d.owner.post(`${d.payments}/ticket`, { bookingId: booking.id });
    expect(opened.statusCode).toBe(200);
    const ticket = opened.json<{ transactionId: string; paymentUrl: string; amount: number }>();
    expect(ticket).toMatchObject({ amount: 25800, currency: "ISK" });
    // On the origin the staff member works on (the test client's Host is localhost:80).
    expect(ticket.paymentUrl).toBe(`http://localhost/pay/${ticket.transactionId}`);
    const same = (await d.owner.post(`${d.payments}/ticket`, { bookingId: booking.id })).json<{
      transactionId: string;
    }>();
    expect(same.transactionId).toBe(ticket.transactionId);
    expect((await d.pay(ticket.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    expect(await d.booking(booking.id)).toMatchObject({
      status: "Confirmed",
      paid: 25800,
      paymentStatus: "Paid",
    });
    const nothing = await d.owner.post(`${d.payments}/ticket`, { bookingId: booking.id });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ title: "Nothing is left to pay on this booking" });
  });

  it("sends a payment link that holds the seats for a day, and only with a broker that has links", async () => {
    const d = await desk();
    const booking = await d.deskBooking("Card");
    const before = await d.booking(booking.id);
    // Reading is not opening: a link sent to a signed-in staff member must change nothing.
    const none = await d.owner.get(`${d.payments}/link/${booking.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ title: "No payment link is open for this booking" });
    expect(await d.booking(booking.id)).toEqual(before);
    expect(await d.attempts(booking.id)).toHaveLength(0);
    const response = await d.owner.post(`${d.payments}/link/${booking.id}`);
    expect(response.statusCode).toBe(200);
    const link = response.json<{ paymentUrl: string; expiresAt: string }>();
    expect(link.paymentUrl).toMatch(/^http:\/\/localhost\/pay\/sandbox\//);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const held = await d.booking(booking.id);
    expect(held).toMatchObject({ status: "Pending", paymentStatus: "PaymentLink" });
    expect(held.expiresAt!.getTime()).toBe(Date.parse(link.expiresAt));
    expect((await d.owner.get(`${d.payments}/link/${booking.id}`)).json()).toMatchObject({
      paymentUrl: link.paymentUrl,
    });
    expect((await d.owner.post(`${d.payments}/link/${booking.id}`)).json()).toMatchObject({
      paymentUrl: link.paymentUrl,
    });
    expect((await d.pay(link.paymentUrl, sandboxCards.succeeds)).statusCode).toBe(303);
    expect(await d.booking(booking.id)).toMatchObject({ status: "Confirmed", paymentStatus: "Paid" });

    const other = await d.deskBooking("Card", 1);
    await t.database.db
      .insert(paymentSettings)
      .values({ tenantId: d.tenant.id, broker: "Straumur", payoutTiming: "Daily" })
      .onConflictDoUpdate({ target: paymentSettings.tenantId, set: { broker: "Straumur" } });
    const refused = await d.owner.post(`${d.payments}/link/${other.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ title: "Payment links are only possible with Rapyd or Teya" });
    expect(
      await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.bookingId, other.id)),
    ).toEqual([]);
  });
});
