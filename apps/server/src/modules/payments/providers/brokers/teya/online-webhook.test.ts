import { constants, createSign, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  TEYA_SIGNATURE_HEADER,
  readTeyaPublicKey,
  teyaSignatureFromHeaders,
  verifyTeyaWebhook,
} from "./online-webhook";

const teya = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });

const rawBody = Buffer.from(
  '{"event":"payment.succeeded.v1","data":{"transaction_id":"txn_123","amount":{"currency":"ISK","value":15000}}}',
  "utf8",
);

/** Signs the way the documented rule says Teya does: RSA PKCS#1 v1.5 over SHA-256, base64. */
function teyaSignature(body: Buffer, privateKey = teya.privateKey): string {
  return createSign("RSA-SHA256").update(body).sign(privateKey, "base64");
}

const signature = teyaSignature(rawBody);

describe("verifyTeyaWebhook", () => {
  it("accepts the raw body signed with Teya's key, given as a key object, PEM or base64 DER", () => {
    expect(verifyTeyaWebhook(rawBody, signature, teya.publicKey)).toBe(true);
    const pem = teya.publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(verifyTeyaWebhook(rawBody, signature, pem)).toBe(true);
    const der = teya.publicKey.export({ type: "spki", format: "der" }).toString("base64");
    expect(verifyTeyaWebhook(rawBody, signature, der)).toBe(true);
    expect(verifyTeyaWebhook(rawBody.toString("utf8"), signature, teya.publicKey)).toBe(true);
  });

  it("refuses a changed or re-serialized body", () => {
    const changed = Buffer.from(rawBody.toString("utf8").replace("15000", "15001"), "utf8");
    expect(verifyTeyaWebhook(changed, signature, teya.publicKey)).toBe(false);
    const reserialized = Buffer.from(JSON.stringify(JSON.parse(rawBody.toString("utf8")), null, 2), "utf8");
    expect(verifyTeyaWebhook(reserialized, signature, teya.publicKey)).toBe(false);
  });

  it("refuses a tampered signature and one made with another key", () => {
    const bytes = Buffer.from(signature, "base64");
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    expect(verifyTeyaWebhook(rawBody, bytes.toString("base64"), teya.publicKey)).toBe(false);
    expect(verifyTeyaWebhook(rawBody, teyaSignature(rawBody, stranger.privateKey), teya.publicKey)).toBe(
      false,
    );
    expect(verifyTeyaWebhook(rawBody, signature, stranger.publicKey)).toBe(false);
  });

  it("refuses a PSS signature, since the rule is PKCS#1 v1.5", () => {
    const pss = sign("sha256", rawBody, { key: teya.privateKey, padding: constants.RSA_PKCS1_PSS_PADDING });
    expect(verifyTeyaWebhook(rawBody, pss.toString("base64"), teya.publicKey)).toBe(false);
  });

  it("answers false, never throws, for malformed headers and keys", () => {
    for (const bad of [
      undefined,
      "",
      "not base64!",
      "abc",
      signature.slice(0, -4),
      `${signature} `,
      "AAAA",
    ]) {
      expect(verifyTeyaWebhook(rawBody, bad, teya.publicKey)).toBe(false);
    }
    expect(verifyTeyaWebhook(rawBody, signature, "not a key")).toBe(false);
    expect(verifyTeyaWebhook(rawBody, signature, "")).toBe(false);
    expect(verifyTeyaWebhook(rawBody, signature, teya.privateKey)).toBe(false);
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
    expect(verifyTeyaWebhook(rawBody, signature, ec.publicKey)).toBe(false);
  });
});

describe("readTeyaPublicKey", () => {
  it("reads RSA public keys and refuses anything else", () => {
    const pem = teya.publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(readTeyaPublicKey(pem)?.asymmetricKeyType).toBe("rsa");
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
    expect(readTeyaPublicKey(ec.publicKey.export({ type: "spki", format: "pem" }).toString())).toBeNull();
    expect(readTeyaPublicKey("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----")).toBeNull();
    expect(readTeyaPublicKey("bm90IGEga2V5")).toBeNull();
  });
});

describe("teyaSignatureFromHeaders", () => {
  it("reads the one x-teya-signature header and refuses a repeated one", () => {
    expect(TEYA_SIGNATURE_HEADER).toBe("x-teya-signature");
    expect(teyaSignatureFromHeaders({ "x-teya-signature": signature })).toBe(signature);
    expect(teyaSignatureFromHeaders({ "x-teya-signature": [signature, signature] })).toBeUndefined();
    expect(teyaSignatureFromHeaders({ signature })).toBeUndefined();
  });
});
