import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  availabilityRoutes as routes,
  calendarEvent,
  eventsRequests,
  openAvailability,
  walk,
  whales,
} from "../testing/availability-routes";
import { mockProjectApi } from "../testing/render-project-page";
import { AvailabilityPage } from "./availability-page";

vi.mock("socket.io-client", () => ({
  io: () => ({ on() {}, emit() {}, connect() {}, disconnect() {}, removeAllListeners() {} }),
}));

const open = (width?: number) => openAvailability(<AvailabilityPage />, width);

afterEach(() => vi.unstubAllGlobals());

describe("AvailabilityPage", { timeout: 20_000 }, () => {
  it("asks for the visible month's events and shows them with their seats", async () => {
    const requests = mockProjectApi(routes());
    await open();
    const event = await calendarEvent("Glacier walk");
    expect(event).toHaveTextContent("09:00");
    expect(within(event).getByTestId("event-seats")).toHaveTextContent("7+2/20");
    const whale = await calendarEvent("Whale watching");
    expect(within(whale).getByTestId("event-seats")).toHaveTextContent("10+0/10");
    expect(within(whale).getByLabelText(/Needs attention/)).toBeInTheDocument();

    // July 2027 from Monday 28 June to Sunday 8 August, widened to every UTC offset.
    const query = eventsRequests(requests)[0]!.query;
    expect(query.get("from")).toBe("2027-06-27T10:00:00.000Z");
    expect(query.get("to")).toBe("2027-08-09T12:00:00.000Z");
    expect(screen.getByTestId("calendar-title")).toHaveTextContent("July 2027");
  });

  it("closes the selected events' sales in bulk and lists the refused ones", async () => {
    const requests = mockProjectApi(
      routes({
        "POST /acme/api/glacier/events/bulk": {
          updated: [walk.id],
          refused: [{ id: whales.id, title: "Whale watching on 02/07/2027 13:00 has already departed" }],
        },
      }),
    );
    await open();
    await calendarEvent("Glacier walk");
    fireEvent.click(screen.getByTestId("select-mode"));
    fireEvent.click(await calendarEvent("Glacier walk"));
    fireEvent.click(await calendarEvent("Whale watching"));
    expect(await screen.findByTestId("bulk-count")).toHaveTextContent("2 events selected");
    expect(requests.some((r) => r.path === `/acme/api/glacier/events/${walk.id}`)).toBe(false);

    fireEvent.click(screen.getByTestId("bulk-close"));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")).toMatchObject({
      path: "/acme/api/glacier/events/bulk",
      body: { action: "close", ids: [walk.id, whales.id] },
    });
    const result = await screen.findByTestId("bulk-result");
    expect(result).toHaveTextContent("1 event updated");
    expect(within(result).getByTestId("bulk-refused")).toHaveTextContent(
      "Whale watching on 02/07/2027 13:00 has already departed",
    );
    await waitFor(() => expect(eventsRequests(requests).length).toBeGreaterThan(1));
  });

  it("selects every visible event at once and sets their capacity", async () => {
    const requests = mockProjectApi(
      routes({ "POST /acme/api/glacier/events/bulk": { updated: [walk.id, whales.id], refused: [] } }),
    );
    await open();
    await calendarEvent("Glacier walk");
    fireEvent.click(screen.getByTestId("select-mode"));
    fireEvent.click(screen.getByTestId("select-all"));
    expect(await screen.findByTestId("bulk-count")).toHaveTextContent("2 events selected");
    fireEvent.click(screen.getByTestId("bulk-capacity"));
    fireEvent.change(await screen.findByTestId("capacity-input"), { target: { value: "24" } });
    fireEvent.click(screen.getByRole("button", { name: "Set capacity" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      action: "capacity",
      ids: [walk.id, whales.id],
      capacity: 24,
    });
    expect(await screen.findByTestId("bulk-result")).toHaveTextContent("2 events updated");
  });

  it("closes one event's sales from its drawer", async () => {
    const requests = mockProjectApi(
      routes({
        [`GET /acme/api/glacier/events/${walk.id}`]: { ...walk, manifest: [], seriesName: null },
        [`POST /acme/api/glacier/events/${walk.id}/close`]: { ...walk, status: "Closed" },
      }),
    );
    await open();
    fireEvent.click(await calendarEvent("Glacier walk"));
    fireEvent.click(await screen.findByTestId("event-close"));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === "POST" && r.path === `/acme/api/glacier/events/${walk.id}/close`),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === `/acme/api/glacier/events/${walk.id}`).length).toBe(2),
    );
  });

  it("delays an event with a message, sending the new start as an instant of the project's zone", async () => {
    const berlin = { ...walk, timeZone: "Europe/Berlin", start: "2027-07-01T07:00:00.000Z" };
    const requests = mockProjectApi(
      routes({
        [`GET /acme/api/glacier/events/${walk.id}`]: { ...berlin, manifest: [], seriesName: null },
        [`POST /acme/api/glacier/events/${walk.id}/delay`]: { ...berlin, status: "Delayed" },
      }),
    );
    await open();
    fireEvent.click(await calendarEvent("Glacier walk"));
    fireEvent.click(await screen.findByRole("button", { name: "Delay" }));
    fireEvent.change(await screen.findByTestId("delay-message"), { target: { value: "Road closed" } });
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Delay the departure" })).getByRole("button", {
        name: "Delay",
      }),
    );
    await waitFor(() => expect(requests.some((r) => r.path.endsWith("/delay"))).toBe(true));
    expect(requests.find((r) => r.path.endsWith("/delay"))?.body).toEqual({
      newStart: "2027-07-01T07:00:00.000Z",
      message: "Road closed",
    });
  });

  it("filters by several experiences on the page and by status through the API", async () => {
    const requests = mockProjectApi(routes());
    await open();
    await calendarEvent("Whale watching");
    fireEvent.click(screen.getByTestId("filter-experiences"));
    fireEvent.click(await screen.findByRole("option", { name: "Glacier walk", hidden: true }));
    await waitFor(() =>
      expect(screen.getAllByTestId("calendar-event").map((el) => el.textContent)).toEqual([
        expect.stringContaining("Glacier walk"),
      ]),
    );
    expect(eventsRequests(requests)).toHaveLength(1);
    fireEvent.click(screen.getByTestId("filter-status"));
    // The dropdown's options stay hidden while its opening transition would run.
    fireEvent.click(await screen.findByRole("option", { name: "Closed", hidden: true }));
    await waitFor(() => expect(eventsRequests(requests).at(-1)?.query.get("status")).toBe("Closed"));
  });

  it("shows the calendar with a notice when the period has no events", async () => {
    mockProjectApi(routes({ "GET /acme/api/glacier/events": [] }));
    await open();
    expect(await screen.findByTestId("empty-range")).toHaveTextContent("No events in this period");
    expect(screen.getByTestId("availability-calendar")).toBeInTheDocument();
  });

  it("shows an error with a retry when the events cannot be loaded", async () => {
    const requests = mockProjectApi(routes({ "GET /acme/api/glacier/events": { status: 500 } }));
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(eventsRequests(requests).length).toBe(2));
  });

  it("starts on the week's list on a phone", async () => {
    mockProjectApi(routes());
    await open(390);
    await calendarEvent("Glacier walk");
    expect(screen.getByRole("radio", { name: "List" })).toBeChecked();
  });
});
