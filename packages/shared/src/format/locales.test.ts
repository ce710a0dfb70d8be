import { describe, expect, it } from "vitest";
import { dateLocales, defaultDateLocale } from "./dates";
import { catalogueLanguageOf, defaultDisplayLocale, displayLocaleOf, fallbackLocale } from "./locales";

describe("locales (docs/product.md §15.1)", () => {
  it("falls back to the texts of en-US, which are the English catalogue's", () => {
    expect(fallbackLocale).toBe("en-US");
    expect(catalogueLanguageOf(fallbackLocale)).toBe("EN");
  });

  it("finds the catalogue of a locale by its language, English by default", () => {
    expect(catalogueLanguageOf("is-IS")).toBe("IS");
    expect(catalogueLanguageOf("is")).toBe("IS");
    expect(catalogueLanguageOf("IS")).toBe("IS");
    expect(catalogueLanguageOf("en-GB")).toBe("EN");
    expect(catalogueLanguageOf("de-DE")).toBe("EN");
  });

  it("shows dates and numbers in en-GB for English and when no language is chosen", () => {
    expect(defaultDisplayLocale).toBe("en-GB");
    expect(displayLocaleOf()).toBe("en-GB");
    expect(displayLocaleOf("EN")).toBe("en-GB");
    expect(displayLocaleOf("IS")).toBe("is-IS");
  });

  it("names the display locales as dayjs does", () => {
    expect(defaultDateLocale).toBe("en-gb");
    expect(dateLocales).toEqual({ EN: "en-gb", IS: "is" });
  });
});
