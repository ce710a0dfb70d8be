import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signSandboxNotice, verifySandboxNotice } from "./sandbox-signing";

const secret = "whsec_test";
const body = JSON.stringify({ id: "n1", type: "payment.succeeded" });
const at = new Date("2026-11-21T12:00:00Z");

describe("sandbox notice signatures", () => {
  it("signs t.body with HMAC-SHA256 in hex, and verifies it", () => {
    const header = signSandboxNotice(secret, body, at);
    const expected = createHmac("sha256", secret).update(`1795262400.${body}`).digest("hex");
    expect(header).toBe(`t=1795262400,v1=${expected}`);
    expect(verifySandboxNotice(secret, body, header, at)).toBe(true);
  });

  it("refuses another body, secret, a stale or future time and malformed headers", () => {
    const header = signSandboxNotice(secret, body, at);
    expect(verifySandboxNotice(secret, `${body} `, header, at)).toBe(false);
    expect(verifySandboxNotice("other", body, header, at)).toBe(false);
    expect(verifySandboxNotice(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySandboxNotice(secret, body, header, new Date(at.getTime() - 301_000))).toBe(false);
    for (const bad of [undefined, "", "t=1", "v1=abc", "t=x,v1=00", `t=1795262400,v1=${"0".repeat(63)}`])
      expect(verifySandboxNotice(secret, body, bad, at)).toBe(false);
  });
});
