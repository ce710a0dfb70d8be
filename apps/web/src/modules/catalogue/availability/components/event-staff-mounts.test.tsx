import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { SingularEventPage } from "../../events/components/singular-event-page";
import { eventId, stundEvent } from "../../events/testing/events-fixtures";
import {
  pageRoutes,
  quietFocusTrapWarnings,
  renderEventsPage,
} from "../../events/testing/render-events-page";
import { AvailabilityPage } from "./availability-page";
import { availabilityRoutes, calendarEvent, openAvailability, walk } from "../testing/availability-routes";
import { mockProjectApi } from "../testing/render-project-page";
import { eventStaff, helga } from "../../staff-schedule/testing/schedule-fixtures";

vi.mock("socket.io-client", () => ({
  io: () => ({ on() {}, emit() {}, connect() {}, disconnect() {}, removeAllListeners() {} }),
}));

beforeEach(() => void quietFocusTrapWarnings());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the staff of a departure on its own page", { timeout: 20_000 }, () => {
  it("shows who is on it and lets a manager change it", async () => {
    mockApi({
      ...pageRoutes(),
      [`GET /acme/api/glacier/events/${eventId}`]: { ...stundEvent, seriesName: null, manifest: [] },
      [`GET /acme/api/events/${eventId}/staff`]: eventStaff({
        eventId,
        assigned: [{ ...helga, isCandidate: true, conflicts: [] }],
      }),
    });
    await renderEventsPage(
      `/acme/glacier/edit-singular-event/${eventId}`,
      "edit-singular-event/:id",
      <SingularEventPage />,
    );
    const panel = await screen.findByTestId("event-staff-panel");
    expect(await screen.findByTestId("staff-editor")).toBeInTheDocument();
    expect(panel).toHaveTextContent("Helga Björnsdóttir");
  });

  it("shows who is on it in the calendar's drawer", async () => {
    mockProjectApi(
      availabilityRoutes({
        [`GET /acme/api/glacier/events/${walk.id}`]: { ...walk, manifest: [], seriesName: null },
        [`GET /acme/api/events/${walk.id}/staff`]: eventStaff({
          eventId: walk.id,
          canAssign: false,
          candidates: [],
          assigned: [{ ...helga, isCandidate: true, conflicts: [] }],
        }),
      }),
    );
    await openAvailability(<AvailabilityPage />);
    fireEvent.click(await calendarEvent("Glacier walk"));
    const drawer = await screen.findByTestId("event-drawer");
    expect(await within(drawer).findByTestId("event-staff-list")).toHaveTextContent("Helga Björnsdóttir");
  });
});
