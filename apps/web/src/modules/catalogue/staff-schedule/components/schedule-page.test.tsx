import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockRecordedApi, type RecordedCall } from "../../../../components/testing/recorded-api";
import {
  accessFor,
  departure,
  eventStaff,
  glacierId,
  helga,
  jon,
  renderAtTenant,
  safariId,
  schedule,
  walkId,
  whalesId,
} from "../testing/schedule-fixtures";
import { SchedulePage } from "./schedule-page";

afterEach(() => vi.unstubAllGlobals());

const open = (query = "date=2031-06-04", options: { language?: "EN" | "IS"; width?: number } = {}) =>
  renderAtTenant(`/acme/schedule?${query}`, "schedule", <SchedulePage />, options);
const scheduleCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === "/acme/api/schedule");

const week = [
  departure({
    staff: [
      { ...helga, hasConflict: false },
      { ...jon, hasConflict: true },
    ],
  }),
  departure({
    eventId: safariId,
    projectId: whalesId,
    projectName: "Whale Watching",
    projectIdentifier: "whales",
    experienceName: { EN: "Whale Safari", IS: "Hvalaskoðun" },
    startAt: "2031-06-04T10:00:00.000Z",
    endAt: "2031-06-04T12:00:00.000Z",
    staff: [{ ...jon, hasConflict: true }],
  }),
  departure({
    eventId: "3c73a2df-e772-4db0-948b-b2ce189d9b03",
    startAt: "2031-06-08T15:00:00.000Z",
    endAt: "2031-06-08T18:00:00.000Z",
    status: "Cancelled",
  }),
];

describe("SchedulePage", { timeout: 20_000 }, () => {
  it("shows everyone's week to an owner: seven days, times, seats, staff and overlaps", async () => {
    const calls = mockRecordedApi({ ...accessFor(["Owner"]), "GET /acme/api/schedule": schedule(week) });
    await open();
    const days = await screen.findAllByTestId("schedule-day");
    expect(days.map((day) => day.dataset.day)).toEqual([
      "2031-06-02",
      "2031-06-03",
      "2031-06-04",
      "2031-06-05",
      "2031-06-06",
      "2031-06-07",
      "2031-06-08",
    ]);
    expect(days[0]).toHaveTextContent("Monday 02/06/2031");
    expect(days[0]).toHaveTextContent("No departures");
    const wednesday = within(days[2]!).getAllByTestId("schedule-departure");
    expect(wednesday).toHaveLength(2);
    expect(wednesday[0]).toHaveTextContent("09:00–12:00");
    expect(wednesday[0]).toHaveTextContent("Glacier Walk");
    expect(wednesday[0]).toHaveTextContent("Glacier Tours");
    expect(wednesday[0]).toHaveTextContent("5/12 seats");
    expect(within(wednesday[0]!).getByTestId("staff-avatars")).toHaveTextContent("HBJÁ");
    expect(within(wednesday[0]!).getByTestId("departure-conflict")).toBeInTheDocument();
    expect(within(days[6]!).getByTestId("schedule-departure")).toHaveTextContent("Cancelled");
    expect(screen.getByTestId("schedule-title")).toHaveTextContent("02/06/2031 – 08/06/2031");

    const [first] = scheduleCalls(calls);
    expect(first!.query.get("from")).toBe("2031-06-02T00:00:00.000Z");
    expect(first!.query.get("to")).toBe("2031-06-09T00:00:00.000Z");
    expect(first!.query.get("mine")).toBeNull();
  });

  it("opens on My schedule for a host, and says when they are on nothing", async () => {
    const calls = mockRecordedApi({
      ...accessFor(["ApplicationHost"]),
      "GET /acme/api/schedule": schedule([]),
    });
    await open();
    expect(await screen.findByTestId("schedule-empty")).toHaveTextContent(
      "You are not on any departure this week",
    );
    expect(scheduleCalls(calls)[0]!.query.get("mine")).toBe("true");
    fireEvent.click(within(screen.getByTestId("schedule-scope")).getByText("Everyone"));
    await waitFor(() => expect(scheduleCalls(calls).at(-1)!.query.get("mine")).toBeNull());
    expect(await screen.findByTestId("schedule-empty")).toHaveTextContent("No departures in this week");
  });

  it("opens a project host on their own departures too", async () => {
    const calls = mockRecordedApi({
      ...accessFor([], { [glacierId]: ["ProjectHost"] }),
      "GET /acme/api/schedule": schedule([]),
    });
    await open();
    await screen.findByTestId("schedule-empty");
    expect(scheduleCalls(calls)[0]!.query.get("mine")).toBe("true");
  });

  it("moves by weeks, lists the agenda by day and filters by project", async () => {
    const calls = mockRecordedApi({ ...accessFor(["Owner"]), "GET /acme/api/schedule": schedule(week) });
    await open();
    await screen.findAllByTestId("schedule-day");
    fireEvent.click(within(screen.getByTestId("schedule-view")).getByText("Agenda"));
    const agendaDays = await screen.findAllByTestId("agenda-day");
    expect(agendaDays.map((day) => day.dataset.day)).toEqual(["2031-06-04", "2031-06-08"]);
    expect(agendaDays[0]).toHaveTextContent("Wednesday 04/06/2031");

    fireEvent.click(screen.getByTestId("schedule-next"));
    await waitFor(() =>
      expect(scheduleCalls(calls).at(-1)!.query.get("from")).toBe("2031-06-09T00:00:00.000Z"),
    );
    fireEvent.click(screen.getByTestId("schedule-previous"));
    fireEvent.click(screen.getByTestId("schedule-previous"));
    await waitFor(() =>
      expect(scheduleCalls(calls).at(-1)!.query.get("from")).toBe("2031-05-26T00:00:00.000Z"),
    );

    fireEvent.click(screen.getByTestId("schedule-project"));
    fireEvent.click(await screen.findByRole("option", { name: "Whale Watching", hidden: true }));
    await waitFor(() => expect(scheduleCalls(calls).at(-1)!.query.get("projectId")).toBe(whalesId));
  });

  it("shows an error with a retry when the schedule cannot be read", async () => {
    let fail = true;
    mockRecordedApi({
      ...accessFor(["Owner"]),
      "GET /acme/api/schedule": () =>
        fail ? { status: 500, body: { title: "Internal Server Error" } } : schedule(week),
    });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("schedule-departure")).toHaveLength(3);
  });

  it("lets an owner assign from a departure's drawer", async () => {
    const calls = mockRecordedApi({
      ...accessFor(["Owner"]),
      "GET /acme/api/schedule": schedule(week),
      [`GET /acme/api/events/${walkId}/staff`]: eventStaff(),
      [`PUT /acme/api/events/${walkId}/staff`]: eventStaff({
        assigned: [{ ...helga, isCandidate: true, conflicts: [] }],
      }),
    });
    await open();
    fireEvent.click((await screen.findAllByTestId("schedule-departure"))[0]!);
    const drawer = await screen.findByTestId("departure-drawer");
    expect(within(drawer).getByTestId("departure-open-event").closest("a")).toHaveAttribute(
      "href",
      `/acme/glacier/edit-singular-event/${walkId}`,
    );
    fireEvent.click(await within(drawer).findByTestId("staff-picker"));
    fireEvent.click(await screen.findByRole("option", { name: /Helga Björnsdóttir/, hidden: true }));
    fireEvent.click(within(drawer).getByTestId("staff-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({
      userIds: [helga.userId],
      confirmConflicts: false,
    });
  });

  it("says the week in Icelandic, at phone width", async () => {
    mockRecordedApi({ ...accessFor(["Owner"]), "GET /acme/api/schedule": schedule(week) });
    await open("date=2031-06-04&view=agenda", { language: "IS", width: 375 });
    const days = await screen.findAllByTestId("agenda-day");
    expect(days[0]).toHaveTextContent("Miðvikudagur 04/06/2031");
    expect(days[0]).toHaveTextContent("Jöklaganga");
    expect(days[0]).toHaveTextContent("5/12 sæti");
    expect(screen.getByTestId("schedule-toolbar")).toHaveTextContent("Dagatalsstraumur");
  });
});
