import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { languageKey } from "../../../../lib/i18n/i18n";
import { useKeepConsoleLanguage } from "./use-keep-console-language";

/** Another page of this origin wrote the language, as the storefront in the preview frame does. */
function writtenElsewhere(url: string, value: string) {
  localStorage.setItem(languageKey, value);
  window.dispatchEvent(new StorageEvent("storage", { key: languageKey, newValue: value, url }));
}

beforeEach(() => initTestI18n("EN"));
afterEach(() => localStorage.clear());

describe("useKeepConsoleLanguage", () => {
  it("puts the console's language back when a storefront page writes its own", () => {
    renderHook(() => useKeepConsoleLanguage());
    writtenElsewhere("http://localhost:3000/acme/storefront?embed=1&lang=is", "IS");
    expect(localStorage.getItem(languageKey)).toBe("EN");
    writtenElsewhere("http://localhost:3000/acme/booking/b1?lang=is", "IS");
    expect(localStorage.getItem(languageKey)).toBe("EN");
  });

  it("leaves a language chosen in another console tab alone", () => {
    renderHook(() => useKeepConsoleLanguage());
    writtenElsewhere("http://localhost:3000/acme/settings/widgets", "IS");
    expect(localStorage.getItem(languageKey)).toBe("IS");
  });

  it("stops when the screen closes", () => {
    const { unmount } = renderHook(() => useKeepConsoleLanguage());
    unmount();
    writtenElsewhere("http://localhost:3000/acme/storefront", "IS");
    expect(localStorage.getItem(languageKey)).toBe("IS");
  });
});
