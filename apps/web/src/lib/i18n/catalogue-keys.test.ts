import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "@stund/shared/i18n/catalogue";

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal key the console passes to t(...) or i18n.t(...), with where it is used. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const pattern = /\bt\(\s*["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g;
  for (const file of sourceFiles(sourceRoot)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(pattern)) keys.set(match[1]!, path.relative(sourceRoot, file));
  }
  return keys;
}

describe("texts the console uses", () => {
  const english = catalogueFor("EN");
  const icelandic = catalogueFor("IS");
  const keys = usedKeys();

  it("finds the keys it checks", () => {
    expect(keys.size).toBeGreaterThan(100);
  });

  it("has every key used in the code in English and in Icelandic", () => {
    // A plural text is stored as key_one and key_other.
    const has = (catalogue: Record<string, string>, key: string) =>
      Boolean(catalogue[key] || (catalogue[`${key}_one`] && catalogue[`${key}_other`]));
    const missing = [...keys]
      .filter(([key]) => !has(english, key) || !has(icelandic, key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
