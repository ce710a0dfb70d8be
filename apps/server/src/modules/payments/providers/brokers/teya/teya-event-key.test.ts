import { describe, expect, it } from "vitest";
import { teyaEventKey, teyaEventKeyFromBody } from "./teya-event-key";

const succeeded = { event: "payment.succeeded.v1", data: { transaction_id: "txn_123", amount: 15000 } };

describe("teyaEventKey", () => {
  it("joins the event name and the transaction id", () => {
    expect(teyaEventKey("payment.succeeded.v1", "txn_123")).toBe("payment.succeeded.v1:txn_123");
  });

  it("refuses an event name that would make the key ambiguous, and an empty id", () => {
    expect(() => teyaEventKey("a:b", "c")).toThrow();
    expect(() => teyaEventKey("", "c")).toThrow();
    expect(() => teyaEventKey("payment.succeeded.v1", "")).toThrow();
  });
});

describe("teyaEventKeyFromBody", () => {
  it("gives a redelivery the same key, and another event on the same transaction another key", () => {
    const redelivered = JSON.parse(JSON.stringify(succeeded)) as unknown;
    expect(teyaEventKeyFromBody(succeeded)).toBe("payment.succeeded.v1:txn_123");
    expect(teyaEventKeyFromBody(redelivered)).toBe(teyaEventKeyFromBody(succeeded));
    expect(teyaEventKeyFromBody({ ...succeeded, event: "refund.succeeded.v1" })).toBe(
      "refund.succeeded.v1:txn_123",
    );
    expect(teyaEventKeyFromBody({ ...succeeded, data: { transaction_id: "txn_124" } })).toBe(
      "payment.succeeded.v1:txn_124",
    );
  });

  it("reads a numeric transaction id as its digits", () => {
    expect(teyaEventKeyFromBody({ event: "payment.succeeded.v1", data: { transaction_id: 42 } })).toBe(
      "payment.succeeded.v1:42",
    );
  });

  it("answers null when the event or the transaction id is missing or malformed", () => {
    for (const body of [
      null,
      "payment.succeeded.v1",
      [],
      { data: { transaction_id: "txn_123" } },
      { event: "payment.succeeded.v1" },
      { event: "payment.succeeded.v1", data: { transaction_id: "" } },
      { event: "payment.succeeded.v1", data: { transaction_id: 1.5 } },
      { event: "payment.succeeded.v1", data: { transactionId: "txn_123" } },
      { event: "a:b", data: { transaction_id: "txn_123" } },
      { event: 7, data: { transaction_id: "txn_123" } },
    ]) {
      expect(teyaEventKeyFromBody(body)).toBeNull();
    }
  });
});
