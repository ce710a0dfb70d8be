import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { experience, experienceId, series, seriesId } from "../testing/events-fixtures";
import { pageRoutes, quietFocusTrapWarnings, renderEventsPage } from "../testing/render-events-page";
import { SeriesEditorPage } from "./series-editor-page";

const seriesPath = `/acme/api/glacier/event-series/${seriesId}`;
const open = () =>
  renderEventsPage(
    `/acme/glacier/edit-event-series/${seriesId}`,
    "edit-event-series/:id",
    <SeriesEditorPage />,
  );
const routes = () => ({
  ...pageRoutes(),
  [`GET ${seriesPath}`]: series,
  [`GET /acme/api/glacier/experiences/${experienceId}`]: experience,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-05-20T08:00:00Z"));
  quietFocusTrapWarnings();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("SeriesEditorPage", { timeout: 20_000 }, () => {
  it("opens the saved series, saves it with PUT and shows what changed", async () => {
    const calls = mockApi({
      ...routes(),
      [`PUT ${seriesPath}`]: { ...series, created: 3, updated: 40, removed: 1, flagged: 2 },
    });
    await open();
    expect(await screen.findByText(/Saving changes only future events/)).toBeInTheDocument();
    const form = await screen.findByTestId("series-form");
    expect(screen.getByTestId("series-name")).toHaveValue("Summer mornings");
    expect(within(form).getByRole("checkbox", { name: "Wed" })).toBeChecked();
    expect(screen.getByTestId("series-preview-summary")).toHaveTextContent("44 departures");
    fireEvent.change(screen.getByTestId("series-capacity"), { target: { value: "14" } });
    fireEvent.click(screen.getByTestId("series-submit"));
    expect(await screen.findByTestId("series-change-result")).toHaveTextContent(
      "3 created, 40 updated, 1 removed, 2 kept and flagged (they have bookings)",
    );
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      experienceId,
      startDate: "2027-06-01",
      endDate: "2027-06-30",
      capacity: 14,
      slots: series.slots,
    });
  });

  it("deletes the series after confirming and returns to the experience", async () => {
    const calls = mockApi({ ...routes(), [`DELETE ${seriesPath}`]: { status: 204 } });
    await open();
    fireEvent.click(await screen.findByTestId("series-delete"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Events that have bookings are kept");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await screen.findByTestId("elsewhere")).toBeInTheDocument();
  });

  it("says so when the series does not exist", async () => {
    mockApi({ ...pageRoutes(), [`GET ${seriesPath}`]: { status: 404, body: { title: "Not found" } } });
    await open();
    expect(await screen.findByTestId("series-missing")).toBeInTheDocument();
  });
});
