import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { bookingHistory } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import { paymentWebhookInbox } from "../../../db/schema/payments";
import { expireHolds } from "../bookings/hold-expiry.job";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";
import { paymentTransactions } from "../../../db/schema/bookings";
import { reconcilePayments } from "./reconcile-payments.job";
import { chargeSandbox, sandboxCards, sandboxSecret } from "../../payments/providers/sandbox/sandbox-ledger";
import { findSandboxPaymentByReference } from "../../payments/providers/sandbox/sandbox-ledger.repository";
import { sandboxWebhookPath } from "../../payments/providers/sandbox/sandbox-notices.service";
import { sandboxSignatureHeader, signSandboxNotice } from "../../payments/providers/sandbox/sandbox-signing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function heldBooking() {
  const d = await publicDeparture(t, 4);
  const created = (await d.book(2)).json() as { id: string; paymentUrl: string };
  await d.pagePath(created.paymentUrl);
  const [attempt] = await d.attempts(created.id);
  const sandbox = (await findSandboxPaymentByReference(t.database.db, attempt!.id))!;
  const notice = (id: string, amount = attempt!.amount) =>
    JSON.stringify({
      id,
      type: "payment.succeeded",
      paymentId: sandbox.id,
      merchantReference: attempt!.id,
      amount,
      currency: "ISK",
      createdAt: new Date().toISOString(),
    });
  const send = async (raw: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: sandboxWebhookPath,
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signature ?? signSandboxNotice(await sandboxSecret(t.database.db), raw),
      },
      payload: raw,
    });
  return { ...d, created, send, notice };
}

describe("payment notices", () => {
  it("refuses a notice whose signature does not match its body, applying nothing", async () => {
    const h = await heldBooking();
    const raw = h.notice("sbn_forged");
    const forged = signSandboxNotice("not the secret", raw);
    expect((await h.send(raw, forged)).statusCode).toBe(401);
    expect((await h.send(raw, "t=1,v1=00")).statusCode).toBe(401);
    expect(await h.booking(h.created.id)).toMatchObject({ status: "Pending", paid: 0 });
    const stored = await t.database.db
      .select()
      .from(paymentWebhookInbox)
      .where(eq(paymentWebhookInbox.eventKey, "sbn_forged"));
    expect(stored).toHaveLength(0);
  });

  it("applies a notice once however often it comes, and keeps a wrong amount aside", async () => {
    const h = await heldBooking();
    const wrong = await h.send(h.notice("sbn_wrong_amount", 1));
    expect(wrong.statusCode).toBe(200);
    expect(await h.booking(h.created.id)).toMatchObject({ status: "Pending", paid: 0 });
    const raw = h.notice("sbn_once");
    expect((await h.send(raw)).json()).toEqual({ received: true });
    expect((await h.send(raw)).json()).toEqual({ received: true, duplicate: true });
    expect((await h.send(h.notice("sbn_again"))).statusCode).toBe(200);
    expect(await h.booking(h.created.id)).toMatchObject({ status: "Confirmed", paid: 25800 });
    const history = await t.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, h.created.id));
    expect(history.filter((line) => line.action === "Confirmed")).toHaveLength(1);
  });

  it("marks holds that ran out as Expired, with a history line, and leaves live ones", async () => {
    const h = await heldBooking();
    const live = (await h.book(1)).json() as { id: string };
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, h.created.id));
    const expired = await expireHolds(t.database.db, new Date());
    expect(expired.map((row) => row.id)).toContain(h.created.id);
    expect(expired.map((row) => row.id)).not.toContain(live.id);
    expect(await h.booking(h.created.id)).toMatchObject({ status: "Expired" });
    expect(await h.booking(live.id)).toMatchObject({ status: "Pending" });
    const history = await t.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, h.created.id));
    expect(history.map((line) => line.action)).toContain("Expired");
  });

  it("settles a payment whose notice never came by asking the sandbox, and fails one whose checkout ran out", async () => {
    const paidSilently = await heldBooking();
    const [attempt] = await paidSilently.attempts(paidSilently.created.id);
    const checkout = (await findSandboxPaymentByReference(t.database.db, attempt!.id))!;
    expect((await chargeSandbox(t.database.db, checkout.id, sandboxCards.succeeds)).outcome).toBe("Paid");
    const abandoned = await heldBooking();
    const [abandonedAttempt] = await abandoned.attempts(abandoned.created.id);
    const later = new Date(Date.now() + 16 * 60_000);
    await t.database.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(paymentTransactions.tenantId, paidSilently.scope.tenantId));
    await t.database.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(paymentTransactions.tenantId, abandoned.scope.tenantId));
    const changed = await reconcilePayments(t.database.db, later);
    expect(changed.map((booking) => booking.id)).toContain(paidSilently.created.id);
    expect(await paidSilently.booking(paidSilently.created.id)).toMatchObject({
      status: "Confirmed",
      paid: 25800,
    });
    expect((await abandoned.attempts(abandoned.created.id))[0]).toMatchObject({
      id: abandonedAttempt!.id,
      result: "Failed",
    });
  });
});
