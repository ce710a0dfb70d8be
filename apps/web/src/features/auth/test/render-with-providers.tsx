import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import i18n from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { catalogueFor } from "@stund/shared/i18n/catalogue";

export async function ensureI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    resources: { EN: { translation: catalogueFor("EN") }, IS: { translation: catalogueFor("IS") } },
    lng: "EN",
    fallbackLng: "EN",
    interpolation: { escapeValue: false },
  });
}

/** Renders one route of the console with the providers the app uses, at the given path. */
export async function renderRoute(element: ReactNode, options: { path?: string; url?: string } = {}) {
  await ensureI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? "/";
  const utils = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.url ?? path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<div data-testid="navigated" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}

type Reply = { status?: number; body?: unknown };

/** Replaces fetch with answers chosen by "METHOD path"; anything unexpected answers 404. */
export function mockFetch(replies: Record<string, Reply | ((init?: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const entry = replies[key];
    const reply =
      typeof entry === "function" ? entry(init) : (entry ?? { status: 404, body: { title: "Not found" } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
