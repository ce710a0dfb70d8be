/**
 * Short human booking references like `K7F3-9QXA` (docs/product.md §9.2): 8 symbols of Crockford's base32,
 * which leaves out I, L, O and U so that a reference read over the phone or copied from paper
 * cannot be mistaken. 32^8 ≈ 1.1 × 10^12 references; uniqueness is still enforced where they are
 * stored.
 */
export const referenceAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const length = 8;
const pattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Bytes at or above this are rejected so that every symbol is equally likely (no modulo bias). */
const byteLimit = 256 - (256 % referenceAlphabet.length);

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** Cryptographic random bytes from the Web Crypto API, present in Node 20 and in browsers. */
export function cryptoRandomBytes(n: number): Uint8Array {
  const source = (globalThis as { crypto?: RandomSource }).crypto;
  if (!source) throw new Error("No Web Crypto random source is available");
  return source.getRandomValues(new Uint8Array(n));
}

/** A new reference in the canonical form `XXXX-XXXX`. */
export function bookingReference(random: (n: number) => Uint8Array = cryptoRandomBytes): string {
  let symbols = "";
  while (symbols.length < length) {
    const bytes = random(length - symbols.length);
    if (bytes.length === 0) throw new Error("The random source returned no bytes");
    for (const byte of bytes) {
      if (byte >= byteLimit || symbols.length === length) continue;
      symbols += referenceAlphabet[byte % referenceAlphabet.length];
    }
  }
  return `${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** Whether `s` is a reference in canonical form; run typed input through normaliseReference first. */
export function isBookingReference(s: string): boolean {
  return pattern.test(s);
}

/**
 * The canonical form of a reference as someone typed it, or null when it cannot be one:
 * upper-cases, drops spaces and hyphens wherever they are, reads O as 0 and I or L as 1 (as
 * Crockford's base32 does), then needs exactly 8 symbols.
 */
export function normaliseReference(s: string): string | null {
  const symbols = s.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (symbols.length !== length) return null;
  const candidate = `${symbols.slice(0, 4)}-${symbols.slice(4)}`;
  return isBookingReference(candidate) ? candidate : null;
}
