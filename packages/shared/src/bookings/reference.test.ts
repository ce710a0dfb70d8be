import { describe, expect, it } from "vitest";
import { bookingReference, isBookingReference, normaliseReference, referenceAlphabet } from "./reference";

/** A random source that hands out the given bytes in order, at most `chunk` at a time. */
function scripted(bytes: number[], chunk = Infinity) {
  const asked: number[] = [];
  let at = 0;
  const random = (n: number) => {
    asked.push(n);
    const size = Math.min(n, chunk);
    const out = Uint8Array.from(bytes.slice(at, at + size));
    at += size;
    return out;
  };
  return { random, asked };
}

describe("booking references", () => {
  it("use Crockford's base32 without look-alikes", () => {
    expect(referenceAlphabet).toHaveLength(32);
    expect(new Set(referenceAlphabet).size).toBe(32);
    expect(referenceAlphabet).not.toMatch(/[ILOU]/);
  });

  it("map bytes to symbols with a hyphen after four", () => {
    expect(bookingReference(scripted([0, 1, 2, 3, 4, 5, 6, 7]).random)).toBe("0123-4567");
    expect(bookingReference(scripted([18, 7, 15, 3, 9, 23, 29, 10]).random)).toBe("J7F3-9QXA");
    expect(bookingReference(scripted([31, 32, 63, 64, 255, 224, 10, 42]).random)).toBe("Z0Z0-Z0AA");
  });

  it("map every byte value to a symbol equally often", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 8) {
      const ref = bookingReference(scripted([0, 1, 2, 3, 4, 5, 6, 7].map((i) => byte + i)).random);
      for (const symbol of ref.replace("-", "")) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it("ask again for the bytes still missing and fail on an empty source", () => {
    const source = scripted([1, 2, 3, 4, 5, 6, 7, 8], 3);
    expect(bookingReference(source.random)).toBe("1234-5678");
    expect(source.asked).toEqual([8, 5, 2]);
    expect(() => bookingReference(() => new Uint8Array(0))).toThrow(/no bytes/);
  });

  it("are well-formed, distinct and evenly spread with the default random source", () => {
    const refs = Array.from({ length: 5000 }, () => bookingReference());
    const counts = new Map<string, number>();
    for (const ref of refs) {
      expect(ref).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(isBookingReference(ref)).toBe(true);
      for (const symbol of ref.replace("-", "")) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(new Set(refs).size).toBe(refs.length);
    expect([...counts.keys()].sort().join("")).toBe(referenceAlphabet);
    for (const count of counts.values()) expect(Math.abs(count - 1250)).toBeLessThan(250);
  });

  it("are recognised only in canonical form", () => {
    expect(isBookingReference("K7F3-9QXA")).toBe(true);
    expect(isBookingReference("k7f3-9qxa")).toBe(false);
    expect(isBookingReference("K7F39QXA")).toBe(false);
    expect(isBookingReference("K7F3-9QX0 ")).toBe(false);
    expect(isBookingReference("K7F3-9QXO")).toBe(false);
    expect(isBookingReference("K7F3-9QXU")).toBe(false);
    expect(isBookingReference("K7F3-9QXAA")).toBe(false);
  });

  it.each([
    ["K7F3-9QXA", "K7F3-9QXA"],
    ["k7f3-9qxa", "K7F3-9QXA"],
    ["K7F39QXA", "K7F3-9QXA"],
    [" k7f3 9qxa ", "K7F3-9QXA"],
    ["K7F-39Q-XA", "K7F3-9QXA"],
    ["K7F3-9QXO", "K7F3-9QX0"],
    ["kilo-0000", "K110-0000"],
    ["KILO-0000", "K110-0000"],
  ])("normalises %j to %s", (typed, canonical) => {
    expect(normaliseReference(typed)).toBe(canonical);
  });

  it.each(["", "K7F3-9QX", "K7F3-9QXAB", "K7F3-9QXU", "K7F3-9QX!", "K7F3_9QXA"])("rejects %j", (typed) => {
    expect(normaliseReference(typed)).toBeNull();
  });
});
