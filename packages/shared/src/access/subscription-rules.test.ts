import { describe, expect, it } from "vitest";
import { subscriptionStatuses, subscriptionTiers, type SubscriptionTier } from "../enums";
import {
  addMonth,
  canBuy,
  canCancel,
  classifyChange,
  nextRenewalAttempt,
  renewalRetryDelaysMs,
} from "./subscription-rules";

const active = (tier: SubscriptionTier) => ({ tier, status: "Active" as const });

describe("buying a plan on a hosted checkout", () => {
  it("is open without a subscription, on a trial (running or expired), and after a cancellation", () => {
    expect(canBuy(null).ok).toBe(true);
    expect(canBuy({ tier: "Trial", status: "Trial" }).ok).toBe(true);
    expect(canBuy({ tier: "Trial", status: "Expired" }).ok).toBe(true);
    expect(canBuy({ tier: "None", status: "Unknown" }).ok).toBe(true);
    expect(canBuy({ tier: "Basic", status: "Canceled" }).ok).toBe(true);
    expect(canBuy({ tier: "Premium", status: "Expired" }).ok).toBe(true);
  });

  it("is refused while a paid plan runs, unpaid or unsubscribed included", () => {
    for (const status of ["Active", "UnPaid", "Unsubscribed", "PendingDowngrade"] as const) {
      const decision = canBuy({ tier: "Basic", status });
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.title).toMatch(/change its plan/);
    }
  });
});

describe("changing the plan (tier order None < Trial < Basic < Standard < Premium < Enterprise)", () => {
  it("tells an upgrade from a downgrade between the paid tiers", () => {
    expect(classifyChange(active("Basic"), "Standard")).toEqual({ ok: true, kind: "upgrade" });
    expect(classifyChange(active("Basic"), "Premium")).toEqual({ ok: true, kind: "upgrade" });
    expect(classifyChange(active("Standard"), "Premium")).toEqual({ ok: true, kind: "upgrade" });
    expect(classifyChange(active("Premium"), "Standard")).toEqual({ ok: true, kind: "downgrade" });
    expect(classifyChange(active("Premium"), "Basic")).toEqual({ ok: true, kind: "downgrade" });
    expect(classifyChange(active("Standard"), "Basic")).toEqual({ ok: true, kind: "downgrade" });
  });

  it("refuses the same tier, tiers that are not sold here, and anything but an active paid plan", () => {
    expect(classifyChange(active("Basic"), "Basic")).toMatchObject({
      ok: false,
      title: expect.stringMatching(/already/),
    });
    for (const target of ["Trial", "None", "Enterprise"] as const)
      expect(classifyChange(active("Basic"), target).ok).toBe(false);
    expect(classifyChange(null, "Premium").ok).toBe(false);
    expect(classifyChange({ tier: "Trial", status: "Trial" }, "Premium").ok).toBe(false);
    for (const status of subscriptionStatuses.filter((s) => s !== "Active"))
      expect(classifyChange({ tier: "Basic", status }, "Premium").ok).toBe(false);
  });

  it("calls off a pending downgrade when the current tier is chosen again", () => {
    const waiting = { ...active("Premium"), pendingTier: "Basic" as const };
    expect(classifyChange(waiting, "Premium")).toEqual({ ok: true, kind: "keepCurrent" });
    expect(classifyChange(waiting, "Standard")).toEqual({ ok: true, kind: "downgrade" });
  });

  it("answers every pair of paid tiers one way, and the reverse pair the other way", () => {
    const paid = ["Basic", "Standard", "Premium"] as const;
    for (const from of paid)
      for (const to of paid) {
        if (from === to) continue;
        const there = classifyChange(active(from), to);
        const back = classifyChange(active(to), from);
        expect(there.ok && back.ok).toBe(true);
        if (there.ok && back.ok) expect(there.kind).not.toBe(back.kind);
      }
  });

  it("throws on a tier outside the order, AsYouGrow included", () => {
    expect(() => classifyChange(active("Basic"), "Gold" as SubscriptionTier)).toThrow(/Unknown/);
    expect(() => classifyChange(active("Basic"), "AsYouGrow")).toThrow(/Unknown/);
  });
});

describe("cancelling", () => {
  it("is for an active paid plan only", () => {
    expect(canCancel(active("Standard")).ok).toBe(true);
    expect(canCancel({ tier: "Trial", status: "Trial" }).ok).toBe(false);
    expect(canCancel({ tier: "Basic", status: "Unsubscribed" }).ok).toBe(false);
    expect(canCancel({ tier: "Basic", status: "Canceled" }).ok).toBe(false);
    expect(canCancel(null).ok).toBe(false);
  });
});

describe("renewal retries and billing periods", () => {
  it("retries a declined renewal with growing delays, then gives up", () => {
    const failedAt = new Date("2025-03-01T00:00:00Z");
    const delays = renewalRetryDelaysMs.map((_, index) => nextRenewalAttempt(index + 1, failedAt)!.getTime());
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[0]).toBeGreaterThan(failedAt.getTime());
    expect(nextRenewalAttempt(renewalRetryDelaysMs.length + 1, failedAt)).toBeNull();
  });

  it("adds calendar months in UTC, clamping to the month's last day", () => {
    expect(addMonth(new Date("2025-01-15T10:30:00Z")).toISOString()).toBe("2025-02-15T10:30:00.000Z");
    expect(addMonth(new Date("2025-01-31T12:00:00Z")).toISOString()).toBe("2025-02-28T12:00:00.000Z");
    expect(addMonth(new Date("2024-01-31T12:00:00Z")).toISOString()).toBe("2024-02-29T12:00:00.000Z");
    expect(addMonth(new Date("2025-12-31T23:59:59Z")).toISOString()).toBe("2026-01-31T23:59:59.000Z");
  });

  it("covers every tier in the enumeration without throwing for the ordered ones", () => {
    for (const tier of subscriptionTiers.filter((t) => t !== "AsYouGrow"))
      expect(() => classifyChange(active("Basic"), tier)).not.toThrow();
  });
});
