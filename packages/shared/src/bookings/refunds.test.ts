import { describe, expect, it } from "vitest";
import { paymentStatuses } from "./enums";
import { assertRefund, paymentStatusAfter, refundable } from "./refunds";

describe("refundable amount", () => {
  it("is what was paid minus what was refunded", () => {
    expect(refundable(12900, 0)).toBe(12900);
    expect(refundable(12900, 2900)).toBe(10000);
    expect(refundable(12900, 12900)).toBe(0);
  });

  it("rejects inconsistent or broken amounts", () => {
    expect(() => refundable(5000, 6000)).toThrow(/must not exceed paid/);
    expect(() => refundable(-1, 0)).toThrow(RangeError);
    expect(() => refundable(100.5, 0)).toThrow(RangeError);
  });
});

describe("refund checks", () => {
  const amounts = { paid: 12900, refunded: 2900 };

  it("accepts any whole amount from 1 up to what is left", () => {
    expect(() => assertRefund(1, amounts)).not.toThrow();
    expect(() => assertRefund(10000, amounts)).not.toThrow();
  });

  it("rejects one over what is left, nothing, fractions and refunds of a refunded booking", () => {
    expect(() => assertRefund(10001, amounts)).toThrow(/exceeds the 10000 still refundable/);
    expect(() => assertRefund(0, amounts)).toThrow(/at least 1/);
    expect(() => assertRefund(-5, amounts)).toThrow(RangeError);
    expect(() => assertRefund(1.5, amounts)).toThrow(/whole number/);
    expect(() => assertRefund(Number.NaN, amounts)).toThrow(RangeError);
    expect(() => assertRefund(1, { paid: 12900, refunded: 12900 })).toThrow(RangeError);
  });
});

describe("payment status from amounts", () => {
  it("lists the statuses in the specification's order", () => {
    expect(paymentStatuses).toEqual([
      "Paid",
      "Unpaid",
      "PaymentLink",
      "Voucher",
      "Refunded",
      "PartialRefunded",
      "Unknown",
    ]);
  });

  it.each([
    [{ total: 12900, paid: 0, refunded: 0 }, "Unpaid"],
    [{ total: 12900, paid: 0, refunded: 0, hasPaymentLink: true }, "PaymentLink"],
    [{ total: 12900, paid: 6000, refunded: 0 }, "Unpaid"],
    [{ total: 12900, paid: 6000, refunded: 0, hasPaymentLink: true }, "PaymentLink"],
    [{ total: 12900, paid: 12900, refunded: 0 }, "Paid"],
    [{ total: 12900, paid: 12900, refunded: 0, hasPaymentLink: true }, "Paid"],
    [{ total: 10000, paid: 12900, refunded: 0 }, "Paid"],
    [{ total: 0, paid: 0, refunded: 0 }, "Paid"],
    [{ total: 12900, paid: 12900, refunded: 1 }, "PartialRefunded"],
    [{ total: 12900, paid: 12900, refunded: 12899 }, "PartialRefunded"],
    [{ total: 12900, paid: 12900, refunded: 12900 }, "Refunded"],
    [{ total: 12900, paid: 6000, refunded: 6000, hasPaymentLink: true }, "Refunded"],
  ] as const)("%o is %s", (amounts, status) => {
    expect(paymentStatusAfter(amounts)).toBe(status);
  });

  it("rejects broken amounts", () => {
    expect(() => paymentStatusAfter({ total: -1, paid: 0, refunded: 0 })).toThrow(/total/);
    expect(() => paymentStatusAfter({ total: 100, paid: 50, refunded: 60 })).toThrow(RangeError);
  });
});
