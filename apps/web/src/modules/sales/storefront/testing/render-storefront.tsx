import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Language } from "@stund/shared/enums";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { BookingPage } from "../components/booking-page";
import { ExperiencePage } from "../components/experience-page";
import { StorefrontPage } from "../components/storefront-page";

/** The window width media queries see: a phone is 390 px. */
function setViewportWidth(width: number) {
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width });
}

/**
 * Opens a storefront address with the three public pages mounted as the app mounts them and no
 * signed-in user; any other address renders a marker. Reads are not retried, so a refused read
 * shows at once.
 */
export async function openStorefront(url: string, options: { language?: Language; width?: number } = {}) {
  await initTestI18n(options.language ?? "EN");
  setViewportWidth(options.width ?? 390);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
    },
  });
  const router = createMemoryRouter(
    [
      { path: "/:tenant/storefront", element: <StorefrontPage /> },
      { path: "/:tenant/storefront/:tag", element: <ExperiencePage /> },
      { path: "/:tenant/booking/:id", element: <BookingPage /> },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
