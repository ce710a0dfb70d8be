import { describe, expect, it } from "vitest";
import { featureCatalogues, sameInBothLanguages } from "./catalogue";

describe("translation catalogues", () => {
  for (const [name, catalogue] of Object.entries(featureCatalogues)) {
    it(`${name}: every English key has an Icelandic text and the other way round`, () => {
      expect(Object.keys(catalogue.is).sort()).toEqual(Object.keys(catalogue.en).sort());
    });
    it(`${name}: no text is empty or left untranslated`, () => {
      for (const [key, english] of Object.entries(catalogue.en)) {
        const icelandic = catalogue.is[key] ?? "";
        expect(english.trim(), key).not.toBe("");
        expect(icelandic.trim(), key).not.toBe("");
        if (!sameInBothLanguages.has(key) && english.length > 3) expect(icelandic, key).not.toBe(english);
      }
    });
  }

  it("no key is defined by two features", () => {
    const seen = new Map<string, string>();
    for (const [name, catalogue] of Object.entries(featureCatalogues)) {
      for (const key of Object.keys(catalogue.en)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});
