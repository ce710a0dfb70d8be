import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { straumurEventKey, straumurEventKeyFromBody } from "./straumur-event-key";

const capture = {
  payfacReference: "21135253156",
  merchantReference: "9990QQAZ1221",
  amount: "48900",
  currency: "ISK",
  success: "true",
  timestamp: "2025-03-01T12:00:00Z",
  additionalData: { eventType: "Capture" },
};

describe("straumurEventKey", () => {
  it("is the hex SHA-256 of the four fields as a JSON array", () => {
    const fields = { payfacReference: "p", eventType: "Capture", amount: "48900", timestamp: "t" };
    const expected = createHash("sha256").update('["p","Capture","48900","t"]').digest("hex");
    expect(straumurEventKey(fields)).toBe(expected);
  });

  it("keeps fields apart, so shifting text between them changes the key", () => {
    const a = straumurEventKey({ payfacReference: "12", eventType: "3", amount: "", timestamp: "" });
    const b = straumurEventKey({ payfacReference: "1", eventType: "23", amount: "", timestamp: "" });
    expect(a).not.toBe(b);
  });
});

describe("straumurEventKeyFromBody", () => {
  const key = straumurEventKeyFromBody(capture);

  it("gives a redelivered body the same key, ignoring fields outside the key", () => {
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(straumurEventKeyFromBody(JSON.parse(JSON.stringify(capture)))).toBe(key);
    expect(straumurEventKeyFromBody({ ...capture, merchantReference: "other", hmacSignature: "x" })).toBe(
      key,
    );
    expect(straumurEventKeyFromBody({ ...capture, amount: 48900 })).toBe(key);
  });

  it("tells apart another event type, amount, timestamp or payment", () => {
    const others = [
      { ...capture, additionalData: { eventType: "Refund" } },
      { ...capture, amount: "10000" },
      { ...capture, timestamp: "2025-03-01T12:00:01Z" },
      { ...capture, payfacReference: "21135253157" },
    ];
    for (const other of others) expect(straumurEventKeyFromBody(other)).not.toBe(key);
  });

  it("counts missing event type and timestamp as empty, and needs a payfacReference", () => {
    const bare = { payfacReference: "21135253156", amount: "48900" };
    expect(straumurEventKeyFromBody(bare)).toBe(
      straumurEventKey({ payfacReference: "21135253156", eventType: "", amount: "48900", timestamp: "" }),
    );
    expect(straumurEventKeyFromBody({ ...capture, payfacReference: "" })).toBeNull();
    expect(straumurEventKeyFromBody({ ...capture, payfacReference: undefined })).toBeNull();
    expect(straumurEventKeyFromBody(null)).toBeNull();
    expect(straumurEventKeyFromBody([capture])).toBeNull();
  });
});
