import i18n from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "./i18n";

const catalogues: Record<string, Record<string, string>> = {
  EN: { "common.save": "Save", "common.cancel": "Cancel" },
  IS: { "common.save": "Vista" },
};

afterEach(() => vi.unstubAllGlobals());

describe("console translations (docs/product.md §15.1)", () => {
  it("loads EN and IS and takes a text missing from Icelandic from en-US, the English catalogue", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const language = url.replace("/translation/", "");
        return new Response(JSON.stringify({ translations: { [language]: catalogues[language] } }));
      }),
    );
    await initI18n();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(["/translation/EN", "/translation/IS"]);
    expect(i18n.options.fallbackLng).toEqual(["EN"]);
    await i18n.changeLanguage("IS");
    expect(i18n.languages).toEqual(["IS", "EN"]);
    expect(i18n.t("common.save")).toBe("Vista");
    expect(i18n.t("common.cancel")).toBe("Cancel");
  });
});
