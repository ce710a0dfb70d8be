import { describe, expect, it } from "vitest";
import { formatEuro, formatFee, formatCount } from "./plan-format";
import {
  isBillingComplete,
  mayCancel,
  ownedTier,
  purchaseKind,
  statusColor,
  upcomingChange,
} from "./purchase-rules";
import { subscription } from "./testing/fixtures";

describe("plans screen rules", () => {
  it("buys through a checkout from nothing, None, Trial or an ended subscription", () => {
    expect(purchaseKind(null, "Basic")).toBe("checkout");
    expect(purchaseKind(subscription("None", "Unknown"), "Basic")).toBe("checkout");
    expect(purchaseKind(subscription("Trial", "Trial"), "Premium")).toBe("checkout");
    expect(purchaseKind(subscription("Premium", "Expired"), "Basic")).toBe("checkout");
    expect(purchaseKind(subscription("Basic", "Canceled"), "Basic")).toBe("checkout");
  });

  it("tells an upgrade from a downgrade by the tier order", () => {
    expect(purchaseKind(subscription("Basic", "Active"), "Standard")).toBe("upgrade");
    expect(purchaseKind(subscription("Standard", "Active"), "Premium")).toBe("upgrade");
    expect(purchaseKind(subscription("Premium", "Active"), "Standard")).toBe("downgrade");
  });

  it("colours the chip as docs/product.md §12.3 says", () => {
    expect(statusColor("Active")).toBe("green");
    for (const status of ["Unsubscribed", "Expired", "Canceled"] as const)
      expect(statusColor(status)).toBe("red");
    for (const status of ["Trial", "Pending", "UnPaid", "PendingDowngrade", "Unknown"] as const)
      expect(statusColor(status)).toBe("gray");
  });

  it("offers Cancel only for an Active paid subscription", () => {
    expect(mayCancel(subscription("Basic", "Active"))).toBe(true);
    expect(mayCancel(subscription("Trial", "Active"))).toBe(false);
    expect(mayCancel(subscription("Basic", "Unsubscribed"))).toBe(false);
  });

  it("owns the tier only while the subscription runs", () => {
    expect(ownedTier(subscription("Standard", "Active"))).toBe("Standard");
    expect(ownedTier(subscription("Standard", "Unsubscribed"))).toBe("Standard");
    expect(ownedTier(subscription("Trial", "Trial"))).toBeNull();
    expect(ownedTier(subscription("Basic", "Expired"))).toBeNull();
  });

  it("shows only a pending change that lies ahead", () => {
    const now = new Date("2026-03-15T00:00:00Z");
    const later = subscription("Premium", "Active", {
      pendingSubscriptions: [{ tier: "Basic", whenToProcess: "2026-04-01T00:00:00Z" }],
    });
    expect(upcomingChange(later, now)?.tier).toBe("Basic");
    expect(upcomingChange(later, new Date("2026-04-02T00:00:00Z"))).toBeNull();
  });

  it("needs both the company id number and the billing email", () => {
    expect(isBillingComplete({ companySsn: "55", email: "a@b.is" })).toBe(true);
    expect(isBillingComplete({ companySsn: " ", email: "a@b.is" })).toBe(false);
    expect(isBillingComplete({ companySsn: "55", email: "" })).toBe(false);
    expect(isBillingComplete(undefined)).toBe(false);
  });

  it("formats plan numbers with dots for thousands and a comma before 2 decimals", () => {
    expect(formatEuro(1249.5)).toBe("1.249,50 €");
    expect(formatEuro(0)).toBe("0,00 €");
    expect(formatFee(2)).toBe("2");
    expect(formatFee(1.5)).toBe("1,50");
    expect(formatCount(25000)).toBe("25.000");
  });
});
