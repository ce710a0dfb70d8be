import { vi } from "vitest";
import type { Language } from "@stund/shared/enums";
import { mockRecordedApi, type Routes } from "../../../../components/testing/recorded-api";
import { renderProjectRoute } from "../../../../components/testing/render-project-route";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { baseRoutes } from "../../../../components/testing/console-routes";
import { QuickBookingPage } from "../components/quick-booking-page";
import {
  glacierWalk,
  morning,
  closedAfternoon,
  early,
  walkSummary,
  whalesSummary,
  walkId,
} from "./quick-booking-fixtures";

/** The screen's texts next to the shared catalogues, as the console serves them once registered. */
async function loadTexts(language: Language) {
  await initTestI18n(language);
}

/** An Owner on Premium of project "glacier" with two published experiences and today's glacier walks. */
export function deskRoutes(extra: Routes = {}): Routes {
  return {
    ...baseRoutes(),
    "GET /acme/api/glacier/experiences": [walkSummary, whalesSummary],
    [`GET /acme/api/glacier/experiences/${walkId}`]: glacierWalk,
    "GET /acme/api/glacier/events": [closedAfternoon, morning, early],
    ...extra,
  };
}

/** The request headers of every POST, in order. */
export function postedHeaders(): Headers[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers));
}

export async function openDesk(routes: Routes, options: { language?: Language; width?: number } = {}) {
  const calls = mockRecordedApi(routes);
  await loadTexts(options.language ?? "EN");
  const view = await renderProjectRoute(
    "/acme/glacier/quick-booking",
    "quick-booking",
    <QuickBookingPage />,
    options,
  );
  return { ...view, calls };
}
