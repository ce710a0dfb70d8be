import { renderHook, act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initTestI18n } from "../../components/testing/test-i18n";
import { changeLanguage, languageKey, storedLanguage } from "./console-language";
import { asLanguage, currentLanguage, languageTag, showLanguage } from "./language";
import { useLanguage } from "./use-language";

beforeEach(() => initTestI18n("EN"));
afterEach(() => localStorage.clear());

describe("the interface language", () => {
  it("names a language as the API does and gives its tag", () => {
    expect(asLanguage("IS")).toBe("IS");
    expect(asLanguage("EN")).toBe("EN");
    expect(asLanguage("cimode")).toBe("EN");
    expect(asLanguage(null)).toBe("EN");
    expect(languageTag("IS")).toBe("is");
    expect(languageTag("EN")).toBe("en");
  });

  it("follows the language shown, in React and outside it", async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current).toEqual({ language: "EN", tag: "en" });
    await act(() => showLanguage("IS"));
    expect(result.current).toEqual({ language: "IS", tag: "is" });
    expect(currentLanguage()).toBe("IS");
    expect(document.documentElement.lang).toBe("is");
  });

  it("remembers only the console's own choice", async () => {
    localStorage.setItem(languageKey, "EN");
    await showLanguage("IS");
    expect(storedLanguage()).toBe("EN");
    await changeLanguage("IS");
    expect(localStorage.getItem(languageKey)).toBe("IS");
    expect(currentLanguage()).toBe("IS");
    expect(document.documentElement.lang).toBe("is");
  });
});
