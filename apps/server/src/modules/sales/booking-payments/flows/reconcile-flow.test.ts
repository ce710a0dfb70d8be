import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { startRapydFake, type RapydFakeServer } from "../../../../integrations/rapyd/fake/fake-test-server";
import { accountKeys } from "../../../payments/providers/brokers/rapyd/rapyd-test-support";
import { startTeyaFake, type TeyaFake } from "../../../payments/providers/brokers/teya/teya-fake-server";
import { sandboxMerchant } from "../../../payments/providers/brokers/teya/teya-test-support";
import { reconcilePayments } from "../reconcile-payments.job";
import { brokerCompany, flowApp, type FlowApp } from "./payment-flow-test-support";

let t: FlowApp;
let rapyd: RapydFakeServer;
let teya: TeyaFake;
beforeAll(async () => {
  rapyd = await startRapydFake(accountKeys);
  teya = await startTeyaFake({ securePay: [sandboxMerchant] });
  t = await flowApp({ rapyd: rapyd.url, teyaSecurePay: teya.url });
});
afterAll(async () => {
  await t.close();
  await rapyd.close();
  await teya.close();
});

describe("reconciliation across brokers", () => {
  it("asks about every pending payment in turn, however many wait on a broker that cannot be asked", async () => {
    const db = t.database.db;
    const securePay = await brokerCompany(t, "Teya", { ...sandboxMerchant });
    const waiting = await securePay.customerBooks(1);
    expect((await securePay.openPay(waiting.paymentUrl)).statusCode).toBe(200);
    const opened = await securePay.payment(waiting.id);
    const hourAgo = new Date(Date.now() - 3_600_000);
    // Many checkouts opened on SecurePay an hour ago, whose notifications have not come yet.
    await db.insert(paymentTransactions).values(
      Array.from({ length: 250 }, () => ({
        tenantId: opened.tenantId,
        bookingId: opened.bookingId,
        kind: "Payment" as const,
        broker: "Teya",
        method: "Card",
        amount: opened.amount,
        currency: opened.currency,
        result: "Pending",
        checkout: opened.checkout,
        checkoutReference: opened.checkoutReference,
        expiresAt: opened.expiresAt,
        createdAt: hourAgo,
        updatedAt: hourAgo,
      })),
    );

    const c = await brokerCompany(t, "Rapyd", { ...accountKeys });
    const booking = await c.customerBooks(2);
    const location = String((await c.openPay(booking.paymentUrl)).headers.location);
    rapyd.customer.payCheckout(location.slice(location.lastIndexOf("/") + 1));
    const changed = [
      ...(await c.reconcileLater(booking.id)),
      ...(await reconcilePayments(db, new Date(), t.origin, t.app.config)),
    ];
    expect(changed.map((row) => row.id)).toEqual([booking.id]);
    expect(await c.money(booking.id)).toMatchObject({ status: "Confirmed", paid: 25800 });
    expect((await securePay.attempts(waiting.id)).every((row) => row.result === "Pending")).toBe(true);
  });
});
