import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionTier } from "@stund/shared/enums";
import { bookingFees } from "../../../db/schema/fees";
import { subscriptions } from "../../../db/schema/tenants";
import { createTestApp, signedInClient, type TestApp } from "../../../../test/test-app";
import { createTenant, removeSubscription, setSubscription } from "../../../../test/factories";
import { defaultCatalogue } from "../plans/default-catalogue";
import { insertCatalogueVersion } from "../plans/plan-catalogue.repository";
import { ensureDefaultCatalogue } from "../plans/plan-catalogue.service";
import { accrueBookingFee, feesForPeriod, reverseBookingFee } from "./booking-fee.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const at = new Date();
const cents = (amount: number) => Math.round(amount * 100);

async function tenantOn(tier: SubscriptionTier) {
  const owner = await signedInClient(t.app);
  const tenant = await createTenant(t.database.db, owner.userId);
  await setSubscription(t.database.db, tenant.id, tier, tier === "Trial" ? "Trial" : "Active");
  const db = t.database.db;
  return {
    tenantId: tenant.id,
    accrue: (bookingId: string, total: number, when = at, currency = "EUR") =>
      db.transaction((tx) =>
        accrueBookingFee(tx, { tenantId: tenant.id, bookingId, total, currency, at: when }),
      ),
    reverse: (bookingId: string, refundId: string, refundedAmount: number, when = at) =>
      db.transaction((tx) =>
        reverseBookingFee(tx, { tenantId: tenant.id, bookingId, refundId, refundedAmount, at: when }),
      ),
    rows: () => db.select().from(bookingFees).where(eq(bookingFees.tenantId, tenant.id)),
  };
}

describe("accrueBookingFee", () => {
  it("accrues the fee percent of the tenant's plan, stamped with its billing period", async () => {
    const basic = await tenantOn("Basic");
    const fee = await basic.accrue("booking-1", 120);
    expect(fee).toMatchObject({ kind: "accrual", feePercent: 3, feeAmount: 3.6, currency: "EUR" });
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, basic.tenantId));
    expect(fee.periodStart).toEqual(subscription!.billingStartDate);
    expect(fee.periodEnd).toEqual(subscription!.billingEndDate);
    expect((await (await tenantOn("Trial")).accrue("b", 99.99)).feeAmount).toBe(1.5);
    expect((await (await tenantOn("Standard")).accrue("b", 10)).feeAmount).toBe(0.2);
  });

  it("is idempotent per booking, also when two confirmations arrive at once", async () => {
    const basic = await tenantOn("Basic");
    const first = await basic.accrue("booking-1", 100);
    const again = await basic.accrue("booking-1", 500);
    expect(again).toEqual(first);
    await Promise.all([basic.accrue("booking-2", 50), basic.accrue("booking-2", 50)]);
    expect((await basic.rows()).map((row) => row.bookingId).sort()).toEqual(["booking-1", "booking-2"]);
  });

  it("accrues nothing for Enterprise, whose fees are agreed apart, nor without a subscription", async () => {
    expect((await (await tenantOn("Enterprise")).accrue("b", 1000)).feeAmount).toBe(0);
    const none = await tenantOn("Basic");
    await removeSubscription(t.database.db, none.tenantId);
    expect(await none.accrue("b", 1000)).toMatchObject({ feePercent: 0, feeAmount: 0 });
  });

  it("refuses a negative total, an empty booking reference and an unknown currency", async () => {
    const basic = await tenantOn("Basic");
    await expect(basic.accrue("b", -1)).rejects.toThrow(RangeError);
    await expect(basic.accrue(" ", 10)).rejects.toThrow(RangeError);
    await expect(basic.accrue("b", 10, at, "euro")).rejects.toThrow(RangeError);
    expect(await basic.rows()).toEqual([]);
  });
});

describe("reverseBookingFee", () => {
  it("reverses partial refunds proportionally, once each, and never beyond the fee", async () => {
    const basic = await tenantOn("Basic");
    await basic.accrue("booking-1", 100);
    expect((await basic.reverse("booking-1", "refund-1", 30))?.feeAmount).toBe(-0.9);
    expect((await basic.reverse("booking-1", "refund-1", 30))?.feeAmount).toBe(-0.9);
    expect((await basic.reverse("booking-1", "refund-2", 30))?.feeAmount).toBe(-0.9);
    expect((await basic.reverse("booking-1", "refund-3", 50))?.feeAmount).toBe(-1.2);
    expect((await basic.reverse("booking-1", "refund-4", 10))?.feeAmount).toBe(0);
    const rows = await basic.rows();
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, row) => sum + cents(row.feeAmount), 0)).toBe(0);
  });

  it("answers null for a booking that never accrued a fee", async () => {
    const basic = await tenantOn("Basic");
    expect(await basic.reverse("unknown", "refund-1", 10)).toBeNull();
  });

  it("never reverses more than the fee when refunds arrive at the same time", async () => {
    const basic = await tenantOn("Basic");
    await basic.accrue("booking-1", 100);
    await Promise.all([basic.reverse("booking-1", "a", 60), basic.reverse("booking-1", "b", 60)]);
    const reversed = (await basic.rows()).filter((row) => row.kind === "reversal");
    expect(reversed.reduce((sum, row) => sum - cents(row.feeAmount), 0)).toBe(300);
  });

  it("adds up to the whole fee when a booking is refunded in pieces (seeded sweep)", async () => {
    const basic = await tenantOn("Standard");
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 25; run += 1) {
      const total = Math.round(random() * 100_000) / 100;
      const fee = await basic.accrue(`sweep-${run}`, total);
      let left = cents(total);
      let piece = 0;
      while (left > 0) {
        const refund = Math.max(1, Math.min(left, Math.round(random() * cents(total) * 0.6)));
        left -= refund;
        piece += 1;
        const reversal = await basic.reverse(`sweep-${run}`, `r-${piece}`, refund / 100);
        expect(reversal!.feeAmount).toBeLessThanOrEqual(0);
      }
      const rows = (await basic.rows()).filter((row) => row.bookingId === `sweep-${run}`);
      const reversed = rows
        .filter((row) => row.kind === "reversal")
        .reduce((s, r) => s - cents(r.feeAmount), 0);
      expect(reversed, JSON.stringify({ run, total })).toBe(cents(fee.feeAmount));
    }
  });
});

describe("feesForPeriod", () => {
  it("lists the fees and reversals that happened in the period, for that tenant only", async () => {
    const basic = await tenantOn("Basic");
    const other = await tenantOn("Basic");
    const start = new Date("2026-05-01T00:00:00Z");
    const end = new Date("2026-06-01T00:00:00Z");
    await basic.accrue("before", 100, new Date("2026-04-30T23:59:59Z"));
    await basic.accrue("inside", 200, new Date("2026-05-02T10:00:00Z"));
    await basic.reverse("before", "refund-1", 50, new Date("2026-05-03T10:00:00Z"));
    await basic.reverse("inside", "refund-2", 200, new Date("2026-06-01T00:00:00Z"));
    await basic.accrue("free", 0, new Date("2026-05-04T10:00:00Z"));
    await other.accrue("elsewhere", 100, new Date("2026-05-05T10:00:00Z"));

    expect(await feesForPeriod(t.database.db, basic.tenantId, start, end)).toEqual([
      {
        kind: "bookingFee",
        description: "Booking fee 3% of 200.00 EUR (booking inside)",
        amount: 6,
        currency: "EUR",
      },
      {
        kind: "bookingFeeReversal",
        description: "Booking fee reversed for a refund of 50.00 EUR of 100.00 EUR (booking before)",
        amount: -1.5,
        currency: "EUR",
      },
    ]);
  });
});

// Last, because it publishes a catalogue the tests above do not expect.
describe("the catalogue a fee comes from", () => {
  it("charges the fee of the version the period was bought on", async () => {
    const db = t.database.db;
    await ensureDefaultCatalogue(db);
    const raised = structuredClone(defaultCatalogue);
    raised.tiers = raised.tiers.map((tier) => (tier.name === "Basic" ? { ...tier, fees: 4 } : tier));
    await insertCatalogueVersion(db, { version: 2, tiers: raised.tiers, publishedBy: null });
    const onOld = await tenantOn("Basic");
    await db
      .update(subscriptions)
      .set({ catalogueVersion: 1 })
      .where(eq(subscriptions.tenantId, onOld.tenantId));
    expect((await onOld.accrue("b", 100)).feeAmount).toBe(3);
    const onNew = await tenantOn("Basic");
    await db
      .update(subscriptions)
      .set({ catalogueVersion: 2 })
      .where(eq(subscriptions.tenantId, onNew.tenantId));
    expect((await onNew.accrue("b", 100)).feeAmount).toBe(4);
  });
});
