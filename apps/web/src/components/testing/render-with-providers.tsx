/**
 * Test helper: renders a component inside the providers the console mounts (Mantine, modals,
 * toasts, TanStack Query and a memory router), so component tests see what a user would.
 */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "../toasts/toaster";

export interface RenderOptions {
  /** The page address the memory router starts on. */
  url?: string;
  /** The route pattern the element is mounted under, e.g. "/:tenant/*". */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path: options.path ?? "*", element: ui }], {
    initialEntries: [options.url ?? "/"],
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Toaster />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
