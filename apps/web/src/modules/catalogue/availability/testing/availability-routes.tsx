/** The calendar's test world: two departures on 1 and 2 July 2027 and their experiences. */
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { testEvent } from "../../../../components/testing/event-fixtures";
import { ownerRoutes, renderProjectPage, type ApiRoutes, type mockProjectApi } from "./render-project-page";

export const walk = testEvent();
export const whales = testEvent({
  id: "0b0e7c1e-0000-4000-8000-000000000002",
  experienceId: "5e0c4a34-0000-4000-8000-0000000000a2",
  experienceName: { EN: "Whale watching", IS: "Hvalaskoðun" },
  experienceTag: "whales",
  start: "2027-07-02T13:00:00.000Z",
  end: "2027-07-02T16:00:00.000Z",
  localStart: "2027-07-02T13:00",
  capacity: 10,
  sold: 10,
  held: 0,
  available: 0,
  flagged: true,
});
const experiences = [walk, whales].map(
  (event) =>
    ({
      id: event.experienceId,
      tag: event.experienceTag,
      name: event.experienceName,
      status: "Published",
    }) as ExperienceSummary,
);

export function availabilityRoutes(extra: ApiRoutes = {}): ApiRoutes {
  return {
    ...ownerRoutes(),
    "GET /acme/api/glacier/experiences": experiences,
    "GET /acme/api/glacier/events": [walk, whales],
    ...extra,
  };
}

/** The calendar page (as `page`) opened on 1 July 2027. */
export const openAvailability = (page: ReactNode, width?: number) =>
  renderProjectPage("/acme/glacier/availability?date=2027-07-01", "availability", page, width);

export const eventsRequests = (requests: ReturnType<typeof mockProjectApi>) =>
  requests.filter((r) => r.method === "GET" && r.path === "/acme/api/glacier/events");

export const calendarEvent = async (name: string) =>
  (await screen.findAllByTestId("calendar-event", {}, { timeout: 5000 })).find((el) =>
    el.textContent?.includes(name),
  )!;
