import { describe, expect, it } from "vitest";
import { bookingDetail } from "../testing/booking-fixtures";
import {
  canResendConfirmation,
  hasCardPayment,
  isChangeable,
  refundableOf,
  refundSuggestion,
} from "./booking-actions";

const now = new Date("2027-06-20T12:40:00.000Z");

describe("what can be done to a booking", () => {
  it("changes confirmed bookings and live holds only, never cancelled ones or ones without a departure", () => {
    expect(isChangeable(bookingDetail(), now)).toBe(true);
    expect(
      isChangeable(bookingDetail({ status: "Pending", expiresAt: "2027-06-20T12:45:00.000Z" }), now),
    ).toBe(true);
    expect(
      isChangeable(bookingDetail({ status: "Pending", expiresAt: "2027-06-20T12:35:00.000Z" }), now),
    ).toBe(false);
    expect(isChangeable(bookingDetail({ status: "Expired" }), now)).toBe(false);
    expect(isChangeable(bookingDetail({ status: "Declined" }), now)).toBe(false);
    expect(isChangeable(bookingDetail({ cancelledAt: "2027-06-20T12:00:00.000Z" }), now)).toBe(false);
    expect(isChangeable(bookingDetail({ eventId: null }), now)).toBe(false);
  });

  it("resends only a confirmed booking's confirmation", () => {
    expect(canResendConfirmation(bookingDetail())).toBe(true);
    expect(canResendConfirmation(bookingDetail({ status: "Pending" }))).toBe(false);
    expect(canResendConfirmation(bookingDetail({ cancelledAt: "2027-06-20T12:00:00.000Z" }))).toBe(false);
  });

  it("suggests refunding what was overpaid, else all that is left", () => {
    expect(refundableOf(bookingDetail({ paid: 32250, refunded: 2250 }))).toBe(30000);
    expect(refundSuggestion(bookingDetail())).toBe(32250);
    expect(refundSuggestion(bookingDetail({ total: 20000 }))).toBe(12250);
    expect(refundSuggestion(bookingDetail({ total: 40000 }))).toBe(32250);
    expect(refundSuggestion(bookingDetail({ cancelledAt: "2027-06-20T12:00:00.000Z", refunded: 2250 }))).toBe(
      30000,
    );
    expect(refundSuggestion(bookingDetail({ paid: 0 }))).toBe(0);
  });

  it("finds a successful card payment at a broker", () => {
    expect(hasCardPayment(bookingDetail())).toBe(false);
    const card = { ...bookingDetail().transactions[0]!, broker: "Teya", method: "Card" };
    expect(hasCardPayment(bookingDetail({ transactions: [card] }))).toBe(true);
    expect(hasCardPayment(bookingDetail({ transactions: [{ ...card, result: "Failed" }] }))).toBe(false);
    expect(hasCardPayment(bookingDetail({ transactions: [{ ...card, kind: "Refund" }] }))).toBe(false);
  });
});
