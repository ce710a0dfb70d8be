import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CredentialTamperedError,
  credentialContext,
  decryptCredential,
  encryptCredential,
} from "./credential-cipher";

const key = randomBytes(32);
const context = credentialContext("tenant-1", "Rapyd", "secretKey");
const secret = "rapyd-secret-0123456789";

/** Flips one bit of one base64 part of `v1:iv:tag:ciphertext`. */
function flip(stored: string, part: 1 | 2 | 3): string {
  const parts = stored.split(":");
  const bytes = Buffer.from(parts[part]!, "base64");
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString("base64");
  return parts.join(":");
}

describe("credential encryption (AES-256-GCM)", () => {
  it("gives back the plain text, and the stored form does not contain it", () => {
    const stored = encryptCredential(key, secret, context);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString("base64"));
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(decryptCredential(key, stored, context)).toBe(secret);
  });

  it("uses a fresh 12-byte IV and a 16-byte tag for every value", () => {
    const first = encryptCredential(key, secret, context).split(":");
    const second = encryptCredential(key, secret, context).split(":");
    expect(Buffer.from(first[1]!, "base64")).toHaveLength(12);
    expect(Buffer.from(first[2]!, "base64")).toHaveLength(16);
    expect(first[1]).not.toBe(second[1]);
    expect(first[3]).not.toBe(second[3]);
  });

  it("refuses an altered ciphertext, tag or IV", () => {
    const stored = encryptCredential(key, secret, context);
    for (const part of [1, 2, 3] as const)
      expect(() => decryptCredential(key, flip(stored, part), context)).toThrow(CredentialTamperedError);
  });

  it("refuses a value moved to another company or field, or read under another key", () => {
    const stored = encryptCredential(key, secret, context);
    expect(() => decryptCredential(key, stored, credentialContext("tenant-2", "Rapyd", "secretKey"))).toThrow(
      CredentialTamperedError,
    );
    expect(() => decryptCredential(key, stored, credentialContext("tenant-1", "Rapyd", "accessKey"))).toThrow(
      CredentialTamperedError,
    );
    expect(() => decryptCredential(randomBytes(32), stored, context)).toThrow(CredentialTamperedError);
  });

  it("refuses stored text that is not in its format", () => {
    for (const bad of ["", secret, "v2:a:b:c", "v1:AAAA:AAAA", "v1:AAAA:AAAA:AAAA"])
      expect(() => decryptCredential(key, bad, context)).toThrow(CredentialTamperedError);
  });
});
