import { createHash, randomInt } from "node:crypto";

export const recoveryCodeCount = 10;
/** Letters and digits that cannot be mistaken for one another when read off a printout. */
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** A code like "k7m2q-x9rta": ten characters from 31, about 50 bits. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]!);
  return `${characters.slice(0, 5).join("")}-${characters.slice(5).join("")}`;
}

/** Only this is stored; a code is read without its case, spaces or dash. */
export function hashRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(plain).digest("base64url");
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) codes.add(newRecoveryCode());
  return { codes: [...codes], hashes: [...codes].map(hashRecoveryCode) };
}
