import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import i18n from "i18next";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../components/testing/test-i18n";
import { dateFormatFor, useDateFormat } from "./use-date-format";
import { useNumberFormat } from "./use-number-format";

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/acme/projects"]}>
          <Routes>
            <Route path="/:tenant/*" element={children} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

beforeAll(() => initTestI18n("EN"));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("EN");
});

describe("useDateFormat (docs/product.md §14.4)", () => {
  const date = "2025-01-05T14:07:00Z";

  it("formats short, long and plan dates in English", () => {
    const { result } = renderHook(() => useDateFormat(), { wrapper });
    expect(result.current.short(date)).toBe("05/01/2025");
    expect(result.current.long(date)).toBe("05/01/2025 14:07");
    expect(result.current.plan(date)).toBe("05.January 2025");
    expect(result.current.planWithTime(date)).toBe("05.January 2025 14:07");
  });

  it("shows dates in en-GB for English, is-IS for Icelandic, and en-GB when no language is chosen", async () => {
    const { result } = renderHook(() => useDateFormat(), { wrapper });
    expect(result.current.locale).toBe("en-GB");
    await act(() => i18n.changeLanguage("IS"));
    expect(result.current.locale).toBe("is-IS");
    await act(() => i18n.changeLanguage("cimode"));
    expect(result.current.locale).toBe("en-GB");
    expect(result.current.plan(date)).toBe("05.January 2025");
    expect(dateFormatFor().locale).toBe("en-GB");
    expect(dateFormatFor().short(date)).toBe("05/01/2025");
  });

  it("uses Icelandic month names when the interface is Icelandic", async () => {
    const { result } = renderHook(() => useDateFormat(), { wrapper });
    await act(() => i18n.changeLanguage("IS"));
    expect(result.current.plan(date)).toBe("05.janúar 2025");
    expect(result.current.planWithTime("2025-08-20T09:30:00Z")).toBe("20.ágúst 2025 09:30");
    expect(result.current.short(date)).toBe("05/01/2025");
  });
});

describe("useNumberFormat (docs/product.md §14.1)", () => {
  it("formats with a given preset", () => {
    const { result } = renderHook(() => useNumberFormat("de-DE"), { wrapper });
    expect(result.current.decimal(1234.5)).toBe("1.234,50");
    expect(result.current.percent(0.125)).toBe("13\u00a0%");
    expect(result.current.planAmount(1499)).toBe("1.499,00");
  });

  it("follows the company's number format, showing numbers in en-GB until it is known", async () => {
    const fetchMock = vi.fn(async (_url: string) => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ settings: { numberFormat: "en-US" } }),
    }));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useNumberFormat(), { wrapper });
    expect(result.current.preset).toBeUndefined();
    expect(result.current.locale).toBe("en-GB");
    expect(result.current.decimal(1234.5)).toBe("1,234.5");
    expect(result.current.percent(0.125)).toBe("13%");
    // The company's default currency, krónur, which always show as docs/product.md §14.2 says.
    expect(result.current.currency(4500)).toBe("4.500 Kr.");
    await waitFor(() => expect(result.current.preset).toBe("en-US"));
    expect(result.current.locale).toBe("en-US");
    expect(result.current.decimal(1234.5)).toBe("1,234.50");
    expect(result.current.currency(4500)).toBe("$4,500.00");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/acme/api/tenants/current");
  });
});
