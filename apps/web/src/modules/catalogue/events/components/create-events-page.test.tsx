import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import {
  experience,
  experienceId,
  experienceSummary,
  project,
  series,
  stundEvent,
  template,
} from "../testing/events-fixtures";
import { pageRoutes, quietFocusTrapWarnings, renderEventsPage } from "../testing/render-events-page";
import { CreateEventsPage } from "./create-events-page";

const open = () =>
  renderEventsPage(
    "/acme/glacier/create-events/glacier-walk",
    "create-events/:experienceTag?",
    <CreateEventsPage />,
  );

const routes = (extra: Record<string, unknown> = {}) => ({
  ...pageRoutes(),
  "GET /acme/api/glacier/experiences": [experienceSummary],
  "GET /acme/api/glacier/experiences/by-tag/glacier-walk": experience,
  "GET /acme/api/glacier/event-templates": [],
  ...extra,
});

/** Pastes a time into a 24-hour time field, which fills its hours and minutes. */
const pasteTime = (input: HTMLElement, time: string) =>
  fireEvent.paste(input, { clipboardData: { getData: () => time } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-06-01T08:00:00Z"));
  quietFocusTrapWarnings();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("CreateEventsPage", { timeout: 20_000 }, () => {
  it("creates a single event with its start as an ISO instant in Atlantic/Reykjavik", async () => {
    const calls = mockApi(routes({ "POST /acme/api/glacier/events": { status: 201, body: stundEvent } }));
    await open();
    const form = await screen.findByTestId("single-event-form");
    fireEvent.click(within(form).getByTestId("single-event-start-date"));
    fireEvent.click(await screen.findByRole("button", { name: "18 June 2027" }));
    pasteTime(within(form).getByTestId("single-event-start-time-hours"), "10:30");
    fireEvent.click(screen.getByTestId("single-event-submit"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/acme/api/glacier/events",
      body: {
        experienceId,
        start: "2027-06-18T10:30:00.000Z",
        capacity: 16,
        durationMinutes: 180,
        priceOverrides: {},
        note: "",
      },
    });
    expect(await screen.findByTestId("elsewhere")).toBeInTheDocument();
  });

  it("reads the local time in the project's own zone when it has one", async () => {
    const calls = mockApi(
      routes({
        "GET /acme/api/project/glacier": { ...project, timeZone: "Europe/Berlin" },
        "POST /acme/api/glacier/events": { status: 201, body: stundEvent },
      }),
    );
    await open();
    const form = await screen.findByTestId("single-event-form");
    expect(form).toHaveTextContent("Times are local to the project: Europe/Berlin");
    pasteTime(within(form).getByTestId("single-event-start-time-hours"), "10:30");
    fireEvent.click(screen.getByTestId("single-event-submit"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      start: "2027-06-01T08:30:00.000Z",
    });
  });

  it("does not send a single event without a start time", async () => {
    const calls = mockApi(routes());
    await open();
    fireEvent.click(await screen.findByTestId("single-event-submit"));
    expect(await screen.findByText("Value is required")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("creates a series Mon–Fri at 09:00 and 14:00 until an end date, with a live preview", async () => {
    const calls = mockApi(
      routes({
        "POST /acme/api/glacier/event-series": {
          status: 201,
          body: { ...series, created: 44, updated: 0, removed: 0, flagged: 0 },
        },
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole("radio", { name: "Series" }));
    const form = await screen.findByTestId("series-form");
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"])
      fireEvent.click(within(form).getByRole("checkbox", { name: day }));
    // One time added with the button, the other with Enter.
    pasteTime(screen.getByTestId("slot-times-all-input-hours"), "14:00");
    fireEvent.click(screen.getByTestId("slot-times-all-add"));
    fireEvent.change(screen.getByTestId("slot-times-all-input-hours"), { target: { value: "09" } });
    fireEvent.change(screen.getByTestId("slot-times-all-input-minutes"), { target: { value: "00" } });
    fireEvent.keyDown(screen.getByTestId("slot-times-all-input-minutes"), { key: "Enter" });
    expect(screen.getAllByTestId("slot-times-all-time").map((chip) => chip.textContent)).toEqual([
      "09:00",
      "14:00",
    ]);
    expect(screen.getByTestId("slot-times-all-input-hours")).toHaveValue("");
    fireEvent.change(screen.getByTestId("series-name"), { target: { value: "Summer mornings" } });
    fireEvent.click(screen.getByTestId("series-end-date"));
    fireEvent.click(await screen.findByRole("button", { name: "30 June 2027" }));
    expect(await screen.findByTestId("series-preview-summary")).toHaveTextContent(
      "44 departures, first 01/06/2027 09:00, last 30/06/2027 14:00",
    );
    fireEvent.click(screen.getByTestId("series-submit"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      experienceId,
      name: "Summer mornings",
      startDate: "2027-06-01",
      endDate: "2027-06-30",
      count: null,
      slots: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((weekday) => ({
        weekday,
        times: ["09:00", "14:00"],
      })),
      excludedDates: [],
      capacity: null,
      durationMinutes: null,
      priceOverrides: {},
    });
    expect(await screen.findByTestId("elsewhere")).toBeInTheDocument();
  });

  it("starts a series from a template with its experience, capacity, duration and times", async () => {
    const calls = mockApi(
      routes({
        "GET /acme/api/glacier/event-templates": [template],
        "GET /acme/api/glacier/experiences/2b8c7f0e-3d5a-4c1b-9e2f-7a6d5c4b3a21": experience,
        "POST /acme/api/glacier/event-series": {
          status: 201,
          body: { ...series, created: 10, updated: 0, removed: 0, flagged: 0 },
        },
      }),
    );
    await renderEventsPage(
      "/acme/glacier/create-events",
      "create-events/:experienceTag?",
      <CreateEventsPage />,
    );
    fireEvent.click(await screen.findByRole("radio", { name: "A template" }));
    const templateSelect = await screen.findByTestId("start-template");
    await waitFor(() => expect(templateSelect).not.toBeDisabled());
    fireEvent.click(templateSelect);
    fireEvent.click(await screen.findByRole("option", { name: "Morning walk", hidden: true }));
    const form = await screen.findByTestId("series-form");
    expect(within(form).getByRole("checkbox", { name: "Sat" })).toBeChecked();
    fireEvent.click(within(form).getByRole("radio", { name: "After departures" }));
    fireEvent.change(await screen.findByTestId("series-count"), { target: { value: "10" } });
    fireEvent.click(screen.getByTestId("series-submit"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      experienceId,
      name: "Morning walk",
      endDate: null,
      count: 10,
      slots: [{ weekday: "Saturday", times: ["10:00"] }],
      capacity: 12,
      durationMinutes: 150,
    });
  });
});
