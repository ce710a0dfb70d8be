import { afterEach, describe, expect, it, vi } from "vitest";
import { languageKey } from "../language/console-language";
import { sendRequest } from "./client";

/** The headers of the one call made, the language stored as `stored`. */
async function headersSent(stored: string | null): Promise<Record<string, string>> {
  if (stored === null) localStorage.removeItem(languageKey);
  else localStorage.setItem(languageKey, stored);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  await sendRequest("/api/anything");
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init.headers as Record<string, string>;
}

describe("the language the console asks answers in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(languageKey);
  });

  it("is Icelandic when the console is in Icelandic", async () => {
    expect((await headersSent("IS"))["accept-language"]).toBe("is");
  });

  it("is English when the console is in English or no language is stored", async () => {
    expect((await headersSent("EN"))["accept-language"]).toBe("en");
    expect((await headersSent(null))["accept-language"]).toBe("en");
  });
});
