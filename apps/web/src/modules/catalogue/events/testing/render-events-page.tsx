/** Test helper: one project page of the event screens, for tenant "acme" and project "glacier". */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { setRouteContext } from "../../../../lib/http/route-context";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { accessRoutes, type MockRoutes } from "../../../../components/testing/render-page";
import { project, tenant } from "./events-fixtures";

/** The calls every event page makes around its own: access, project and company settings. */
export function pageRoutes(): MockRoutes {
  return {
    ...accessRoutes(["Owner"]),
    "GET /acme/api/project/glacier": project,
    "GET /acme/api/tenants/current": tenant,
  };
}

/** Autosizing textareas listen for web-font loading, which the test DOM does not provide. */
function stubFontLoading() {
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
}

/** Renders `element` at `url` under the route pattern `/:tenant/:project/<routePath>`. */
export async function renderEventsPage(url: string, routePath: string, element: ReactNode) {
  await initTestI18n("EN");
  stubFontLoading();
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
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Mantine's focus trap looks for a focusable element a tick after a date popover opens; when a
 * test picks a day at once the popover is already gone and it warns with the whole DOM node.
 * Other warnings still show.
 */
export function quietFocusTrapWarnings() {
  const warn = console.warn.bind(console);
  return vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("[@mantine/hooks/use-focus-trap]")) return;
    warn(...args);
  });
}
