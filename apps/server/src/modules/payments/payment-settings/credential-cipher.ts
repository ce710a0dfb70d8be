import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const algorithm = "aes-256-gcm";
const ivBytes = 12;
const tagBytes = 16;
const version = "v1";

/** A stored credential that does not decrypt: altered, moved to another row, or under another key. */
export class CredentialTamperedError extends Error {
  constructor() {
    super("A stored payment credential failed its integrity check");
    this.name = "CredentialTamperedError";
  }
}

/**
 * Encrypts one credential with AES-256-GCM under a fresh 12-byte IV. `context` (tenant, broker,
 * field) is authenticated too, so a ciphertext copied to another company or field is refused.
 * The result is `v1:{iv}:{tag}:{ciphertext}` in base64.
 */
export function encryptCredential(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv.toString("base64"), tag.toString("base64"), ciphertext.toString("base64")].join(":");
}

/** The plain text of a stored credential; throws CredentialTamperedError unless it is intact. */
export function decryptCredential(key: Buffer, stored: string, context: string): string {
  const parts = stored.split(":");
  if (parts.length !== 4 || parts[0] !== version) throw new CredentialTamperedError();
  const [, ivText, tagText, bodyText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, "base64");
  const tag = Buffer.from(tagText, "base64");
  if (iv.length !== ivBytes || tag.length !== tagBytes) throw new CredentialTamperedError();
  try {
    const decipher = createDecipheriv(algorithm, key, iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, "base64")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new CredentialTamperedError();
  }
}

/** What a credential is bound to: its company, broker and field. */
export function credentialContext(tenantId: string, broker: string, field: string): string {
  return `${tenantId}|${broker}|${field}`;
}
