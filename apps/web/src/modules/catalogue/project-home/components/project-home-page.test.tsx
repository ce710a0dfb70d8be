import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessRoutes } from "../../../../components/testing/render-page";
import { testEvent } from "../../../../components/testing/event-fixtures";
import {
  mockProjectApi,
  ownerRoutes,
  renderProjectPage,
  testProject,
  type ApiRoutes,
} from "../../availability/testing/render-project-page";
import type { ProjectHome } from "@stund/shared/contracts/catalogue/project-home";
import { ProjectHomePage } from "./project-home-page";

vi.mock("socket.io-client", () => ({
  io: () => ({ on() {}, emit() {}, connect() {}, disconnect() {}, removeAllListeners() {} }),
}));

const morning = testEvent({ sold: 15, held: 0 });
const cancelled = testEvent({
  id: "0b0e7c1e-0000-4000-8000-000000000003",
  localStart: "2027-07-01T14:30",
  start: "2027-07-01T14:30:00.000Z",
  end: "2027-07-01T16:30:00.000Z",
  status: "Cancelled",
});
const tomorrow = testEvent({
  id: "0b0e7c1e-0000-4000-8000-000000000004",
  experienceName: { EN: "Whale watching", IS: "Hvalaskoðun" },
  localStart: "2027-07-02T10:00",
  start: "2027-07-02T10:00:00.000Z",
  end: "2027-07-02T13:00:00.000Z",
});

const summary: ProjectHome = {
  today: [cancelled, morning],
  upcoming: [tomorrow],
  recentChanges: [
    {
      id: "a1",
      kind: "EventCancelled",
      summary: "Glacier walk on 01/07/2027 14:30",
      userName: "Anna",
      at: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
  counts: { experiences: 4, publishedExperiences: 3, eventsNext7Days: 12, flaggedEvents: 1 },
};

const open = (routes: ApiRoutes, width?: number) => {
  const requests = mockProjectApi(routes);
  return renderProjectPage("/acme/glacier/home", "home", <ProjectHomePage />, width).then(() => requests);
};

afterEach(() => vi.unstubAllGlobals());

describe("ProjectHomePage", () => {
  it("shows counts, today's departures in time order with fill and status, and recent changes", async () => {
    await open({ ...ownerRoutes(), "GET /acme/api/glacier/home": summary });
    const today = await screen.findByTestId("today");
    const rows = within(today).getAllByTestId("departure-row");
    expect(rows.map((row) => within(row).getByTestId("departure-time").textContent)).toEqual([
      "09:00",
      "14:30",
    ]);
    expect(within(rows[0]!).getByTestId("departure-seats")).toHaveTextContent("15+0/20");
    expect(rows[0]).toHaveAttribute("href", `/acme/glacier/availability?date=2027-07-01&event=${morning.id}`);
    expect(within(rows[1]!).getByText("Cancelled")).toBeInTheDocument();
    expect(within(screen.getByTestId("upcoming")).getByText("Whale watching")).toBeInTheDocument();

    expect(screen.getByTestId("stat-next7Days")).toHaveTextContent("12");
    expect(screen.getByTestId("stat-flagged")).toHaveTextContent("1");
    const change = screen.getByTestId("recent-change");
    expect(change).toHaveTextContent("Event cancelled");
    expect(change).toHaveTextContent("Glacier walk on 01/07/2027 14:30");
    expect(change).toHaveTextContent("Changed by Anna 5 minutes ago");
    expect(screen.getByRole("heading", { name: testProject.name })).toBeInTheDocument();
  });

  it("says so when there is nothing today, this week or lately", async () => {
    await open({
      ...ownerRoutes(),
      "GET /acme/api/glacier/home": {
        today: [],
        upcoming: [],
        recentChanges: [],
        counts: { experiences: 0, publishedExperiences: 0, eventsNext7Days: 0, flaggedEvents: 0 },
      },
    });
    expect(await screen.findByTestId("today-empty")).toHaveTextContent("No departures today");
    expect(screen.getByTestId("upcoming-empty")).toHaveTextContent("No departures in the next 7 days");
    expect(screen.getByTestId("recent-changes-empty")).toHaveTextContent("No changes yet");
  });

  it("offers the shortcuts the user's roles and tier open", async () => {
    await open({ ...ownerRoutes(), "GET /acme/api/glacier/home": summary });
    expect(await screen.findByTestId("shortcut-quick-booking")).toHaveAttribute(
      "href",
      "/acme/glacier/quick-booking",
    );
    expect(screen.getByTestId("shortcut-create-experience")).toBeInTheDocument();
    expect(screen.getByTestId("shortcut-create-events")).toBeInTheDocument();
  });

  it("leaves out quick booking below Standard and editing shortcuts for a host", async () => {
    await open({
      ...accessRoutes(["ApplicationHost"], "Basic"),
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/glacier/home": summary,
    });
    expect(await screen.findByTestId("shortcut-availability")).toBeInTheDocument();
    expect(screen.getByTestId("shortcut-event-templates")).toBeInTheDocument();
    expect(screen.queryByTestId("shortcut-quick-booking")).not.toBeInTheDocument();
    expect(screen.queryByTestId("shortcut-create-experience")).not.toBeInTheDocument();
  });

  it("shows a loader, then an error with a retry", async () => {
    let calls = 0;
    const requests = await open({
      ...ownerRoutes(),
      "GET /acme/api/glacier/home": () => (++calls === 1 ? { status: 500 } : summary),
    });
    expect(screen.getByTestId("page-loading")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("today")).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.path === "/acme/api/glacier/home")).toHaveLength(2));
  });
});
