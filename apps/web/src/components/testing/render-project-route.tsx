import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Language } from "@stund/shared/enums";
import { setRouteContext } from "../../lib/http/route-context";
import { initTestI18n } from "./test-i18n";
import { Toaster } from "../toasts/toaster";

/** Autosizing textareas listen for web-font loading, which the test DOM does not provide. */
function stubFontLoading() {
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
}

/** The window width media queries see: a laptop by default, 390 for a phone. */
function setViewportWidth(width: number) {
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width });
}

/**
 * Renders a project screen at `url` under "/:tenant/:project/<routePath>" for tenant "acme"
 * and project "glacier", with the console's providers and toasts. Other addresses render a
 * marker that shows where the screen navigated to.
 */
export async function renderProjectRoute(
  url: string,
  routePath: string,
  element: ReactNode,
  options: { language?: Language; width?: number } = {},
) {
  await initTestI18n(options.language ?? "EN");
  stubFontLoading();
  setViewportWidth(options.width ?? 1280);
  setRouteContext("acme", "glacier");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `/:tenant/:project/${routePath}`, element },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Toaster />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
