import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Asset, Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { mockApi } from "../../../../components/testing/render-page";
import {
  renderSettingsPage,
  testProject,
  testProjectId,
} from "../../../../components/testing/render-settings-page";
import { SchedulesPage } from "./schedules-page";

const jeeps: Asset = {
  id: "5b0c2a57-2222-4c2d-8e3f-000000000001",
  projectId: null,
  name: "Super jeep",
  quantity: 4,
  seatsPerUnit: 6,
  description: "",
  usedBy: [],
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
};
const base = { projectId: null, experienceId: null, description: "", createdAt: "", updatedAt: "" };
const workWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const departures: Schedule = {
  ...base,
  id: "0f6d3a4e-3333-4c2d-8e3f-000000000001",
  name: "Summer departures",
  kind: "ScheduledEvent",
  rule: {
    kind: "ScheduledEvent",
    slots: workWeek.map((weekday) => ({ weekday, times: ["09:00", "14:00"] })),
  },
};
const spa: Schedule = {
  ...base,
  id: "0f6d3a4e-3333-4c2d-8e3f-000000000002",
  projectId: testProjectId,
  name: "Blue spa",
  kind: "OpenHours",
  rule: {
    kind: "OpenHours",
    hours: workWeek.map((weekday) => ({ weekday, open: "10:00", close: "18:00" })),
    slotMinutes: 30,
    capacityPerSlot: 8,
    closures: [],
  },
};
const rental: Schedule = {
  ...base,
  id: "0f6d3a4e-3333-4c2d-8e3f-000000000003",
  name: "Jeep rental",
  kind: "AssetType",
  rule: { kind: "AssetType", assetId: jeeps.id, durationUnit: "Days", minDuration: 1, maxDuration: 5 },
};

const openTenant = () => renderSettingsPage("tenant", "schedules", <SchedulesPage level="tenant" />);
const openProject = () => renderSettingsPage("project", "schedules", <SchedulesPage level="project" />);
const projectRoutes = {
  "GET /acme/api/project/glacier": testProject,
  "GET /acme/api/glacier/assets": [jeeps],
  "GET /acme/api/glacier/experiences": [],
};

async function startOpenHours(name: string) {
  fireEvent.click(await screen.findByTestId("schedule-create"));
  fireEvent.change(await screen.findByTestId("schedule-name"), { target: { value: name } });
  fireEvent.click(screen.getByRole("radio", { name: "Opening hours" }));
  fireEvent.click(await screen.findByTestId("opening-Monday-switch"));
  fireEvent.change(screen.getByTestId("open-hours-capacity"), { target: { value: "8" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("SchedulesPage", () => {
  it("shows an empty state on the company page", async () => {
    mockApi({ "GET /acme/api/schedules": [], "GET /acme/api/assets": [] });
    await openTenant();
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No schedules yet");
    expect(screen.getByTestId("schedule-create")).toBeInTheDocument();
  });

  it("lists schedules by kind with a summary of each", async () => {
    mockApi({ "GET /acme/api/schedules": [rental, spa, departures], "GET /acme/api/assets": [jeeps] });
    await openTenant();
    const scheduled = await screen.findByTestId("schedule-group-ScheduledEvent");
    expect(within(scheduled).getByText("Scheduled events")).toBeInTheDocument();
    expect(within(scheduled).getByTestId("schedule-row-summary")).toHaveTextContent("Mon–Fri 09:00, 14:00");
    expect(
      within(screen.getByTestId("schedule-group-OpenHours")).getByTestId("schedule-row-summary"),
    ).toHaveTextContent("Mon–Fri 10:00–18:00, 30 min slots × 8");
    expect(
      within(screen.getByTestId("schedule-group-AssetType")).getByTestId("schedule-row-summary"),
    ).toHaveTextContent("Super jeep: 1–5 Days");
    expect(screen.queryByTestId("level-badge")).not.toBeInTheDocument();
  });

  it("creates an opening-hours schedule for the project", async () => {
    const calls = mockApi({
      ...projectRoutes,
      "GET /acme/api/glacier/schedules": [],
      "POST /acme/api/glacier/schedules": spa,
    });
    await openProject();
    await startOpenHours("Blue spa");
    fireEvent.click(screen.getByTestId("schedule-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/acme/api/glacier/schedules",
      body: {
        name: "Blue spa",
        projectId: testProjectId,
        experienceId: null,
        description: "",
        rule: {
          kind: "OpenHours",
          hours: [{ weekday: "Monday", open: "09:00", close: "17:00" }],
          slotMinutes: 30,
          capacityPerSlot: 8,
          closures: [],
        },
      },
    });
  });

  it("refuses a closing time before the opening time without sending", async () => {
    const calls = mockApi({ "GET /acme/api/schedules": [], "GET /acme/api/assets": [] });
    await openTenant();
    await startOpenHours("Blue spa");
    fireEvent.change(screen.getByTestId("opening-Monday-0-close-hours"), { target: { value: "08" } });
    expect(screen.getByTestId("opening-Monday-0-close-minutes")).toHaveValue("00");
    fireEvent.click(screen.getByTestId("schedule-save"));
    expect(await screen.findByText("Closing must be after opening")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's field errors on the fields", async () => {
    mockApi({
      "GET /acme/api/schedules": [],
      "GET /acme/api/assets": [],
      "POST /acme/api/schedules": {
        status: 400,
        body: {
          status: 400,
          title: "rule.capacityPerSlot: The maximum value allowed is 100000",
          errors: { "rule.capacityPerSlot": ["The maximum value allowed is 100000"] },
        },
      },
    });
    await openTenant();
    await startOpenHours("Blue spa");
    fireEvent.click(screen.getByTestId("schedule-save"));
    expect(await screen.findByText("The maximum value allowed is 100000")).toBeInTheDocument();
    expect(screen.getByTestId("schedule-form")).toBeInTheDocument();
  });

  it("says so when asset pools are not in the company's plan", async () => {
    mockApi({
      "GET /acme/api/schedules": [],
      "GET /acme/api/assets": {
        status: 403,
        body: { status: 403, title: "Upgrade your subscription", errorCode: "FeatureAccessDenied" },
      },
    });
    await openTenant();
    fireEvent.click(await screen.findByTestId("schedule-create"));
    fireEvent.click(await screen.findByRole("radio", { name: "Rentals" }));
    expect(await screen.findByTestId("assets-not-in-plan")).toHaveTextContent("Standard and Premium");
    expect(screen.getByTestId("schedule-save")).toBeDisabled();
  });

  it("saves an edit only once something changed", async () => {
    const calls = mockApi({
      "GET /acme/api/schedules": [departures],
      "GET /acme/api/assets": [],
      [`PUT /acme/api/schedules/${departures.id}`]: departures,
    });
    await openTenant();
    fireEvent.click(await screen.findByTestId("schedule-edit"));
    expect(await screen.findByTestId("schedule-save")).toBeDisabled();
    fireEvent.click(screen.getByTestId("start-times-Saturday-switch"));
    fireEvent.click(screen.getByTestId("start-time-add-Saturday"));
    expect(screen.getByTestId("schedule-save")).toBeEnabled();
    fireEvent.click(screen.getByTestId("schedule-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const body = calls.find((call) => call.method === "PUT")?.body as { rule: { slots: unknown[] } };
    expect(body.rule.slots).toContainEqual({ weekday: "Saturday", times: ["09:00", "10:00"] });
  });

  it("shows the server's title when a schedule cannot be deleted", async () => {
    mockApi({
      "GET /acme/api/schedules": [departures],
      "GET /acme/api/assets": [],
      [`DELETE /acme/api/schedules/${departures.id}`]: {
        status: 409,
        body: { status: 409, title: "Events of a series still use this schedule" },
      },
    });
    await openTenant();
    fireEvent.click(await screen.findByTestId("schedule-delete"));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByTestId("delete-error")).toHaveTextContent(
      "Events of a series still use this schedule",
    );
  });

  it("previews the slots of a day on the project page", async () => {
    mockApi({
      ...projectRoutes,
      "GET /acme/api/glacier/schedules": [spa, departures],
      [`GET /acme/api/glacier/schedules/${spa.id}/slots`]: [
        {
          start: "2026-06-01T10:00:00Z",
          end: "2026-06-01T10:30:00Z",
          capacity: 8,
          sold: 2,
          held: 0,
          available: 6,
        },
        {
          start: "2026-06-01T10:30:00Z",
          end: "2026-06-01T11:00:00Z",
          capacity: 8,
          sold: 8,
          held: 0,
          available: 0,
        },
      ],
    });
    await openProject();
    const panel = await screen.findByTestId("slot-preview");
    const slots = await within(panel).findAllByTestId("slot-preview-slot");
    expect(slots[0]).toHaveTextContent("10:00–10:30");
    expect(slots[0]).toHaveTextContent("6 of 8 free");
    expect(slots[1]).toHaveTextContent("0 of 8 free");
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls.find((url) => url.includes("/slots"))).toMatch(/\/slots\?date=\d{4}-\d{2}-\d{2}$/);
    expect(screen.getAllByTestId("level-badge").map((badge) => badge.textContent)).toEqual([
      "Company-wide",
      "This project",
    ]);
  });
});
