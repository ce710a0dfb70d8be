/** Test helper: one route of the console with its providers; other paths render a "navigated" marker. */
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { initTestI18n } from "./test-i18n";

/** Renders one route of the console with the providers the app uses, at the given path. */
export async function renderRoute(element: ReactNode, options: { path?: string; url?: string } = {}) {
  await initTestI18n();
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
