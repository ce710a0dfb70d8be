import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { bookingDetail, eventManifest } from "../../../sales/bookings/testing/booking-fixtures";
import { testEvent } from "../testing/event-fixtures";
import {
  mockProjectApi,
  ownerRoutes,
  renderProjectPage,
  type ApiRoutes,
  type RecordedRequest,
} from "../testing/render-project-page";
import { AvailabilityPage } from "./availability-page";

vi.mock("socket.io-client", () => ({
  io: () => ({ on() {}, emit() {}, connect() {}, disconnect() {}, removeAllListeners() {} }),
}));

const walk = testEvent();
const whales = testEvent({
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

function routes(extra: ApiRoutes = {}): ApiRoutes {
  return {
    ...ownerRoutes(),
    "GET /acme/api/glacier/experiences": experiences,
    "GET /acme/api/glacier/events": [walk, whales],
    ...extra,
  };
}

const open = (width?: number) =>
  renderProjectPage(
    "/acme/glacier/availability?date=2027-07-01",
    "availability",
    <AvailabilityPage />,
    width,
  );

const eventsRequests = (requests: ReturnType<typeof mockProjectApi>) =>
  requests.filter((r) => r.method === "GET" && r.path === "/acme/api/glacier/events");

const calendarEvent = async (name: string) =>
  (await screen.findAllByTestId("calendar-event", {}, { timeout: 5000 })).find((el) =>
    el.textContent?.includes(name),
  )!;

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

  it("opens an event's drawer with its facts and an empty manifest", async () => {
    mockProjectApi(
      routes({
        [`GET /acme/api/glacier/events/${walk.id}`]: { ...walk, manifest: [], seriesName: null },
        [`GET /acme/api/glacier/events/${walk.id}/manifest`]: eventManifest({
          eventId: walk.id,
          bookings: [],
          totals: { seats: 0, checkedIn: 0 },
        }),
      }),
    );
    await open();
    fireEvent.click(await calendarEvent("Glacier walk"));
    expect(await screen.findByTestId("manifest-empty")).toHaveTextContent("No bookings yet");
    expect(screen.getByTestId("event-start")).toHaveTextContent("01/07/2027 09:00");
    expect(screen.getByTestId("event-sold")).toHaveTextContent("7");
    expect(screen.getByTestId("event-edit-link")).toHaveAttribute(
      "href",
      `/acme/glacier/edit-singular-event/${walk.id}`,
    );
    expect(screen.getByTestId("event-quick-actions")).toBeInTheDocument();
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

  it("lists the bookings of an event in its manifest, each a link to the booking", async () => {
    mockProjectApi(
      routes({
        [`GET /acme/api/glacier/events/${walk.id}`]: {
          ...walk,
          seriesId: "5e0c4a34-0000-4000-8000-0000000000f1",
          seriesName: "Summer mornings",
          manifest: [],
        },
        [`GET /acme/api/glacier/events/${walk.id}/manifest`]: eventManifest({ eventId: walk.id }),
      }),
    );
    await open();
    fireEvent.click(await calendarEvent("Glacier walk"));
    const [family, hold] = await screen.findAllByTestId("manifest-row");
    expect(family).toHaveTextContent("K7F3-9QXA");
    expect(family).toHaveTextContent("Jón Jónsson · 3 seats");
    expect(family).toHaveTextContent("2 × Adult, 1 × Child");
    expect(family).toHaveTextContent("Paid");
    expect(within(family!).getByTestId("checked-in")).toHaveTextContent("0/3");
    expect(within(family!).getByTestId("manifest-booking-link")).toHaveAttribute(
      "href",
      "/acme/glacier/bookings/9a1b2c3d-0000-4000-8000-000000000001",
    );
    expect(hold).toHaveTextContent("Pending");
    expect(hold).toHaveTextContent("Payment link sent");
    expect(within(hold!).getByTestId("check-in-more")).toBeDisabled();
    expect(screen.getByTestId("manifest-totals")).toHaveTextContent("0 of 5 checked in");
    expect(screen.getByTestId("event-series-link")).toHaveTextContent("Summer mornings");
  });

  it("checks guests in from the manifest and updates the totals", async () => {
    let checkedIn = 0;
    const manifest = () =>
      eventManifest({
        eventId: walk.id,
        bookings: eventManifest().bookings.map((b, i) => (i === 0 ? { ...b, checkedIn } : b)),
        totals: { seats: 5, checkedIn },
      });
    const requests = mockProjectApi(
      routes({
        [`GET /acme/api/glacier/events/${walk.id}`]: { ...walk, manifest: [], seriesName: null },
        [`GET /acme/api/glacier/events/${walk.id}/manifest`]: manifest,
        [`POST /acme/api/glacier/bookings/9a1b2c3d-0000-4000-8000-000000000001/check-in`]: (
          request: RecordedRequest,
        ) => {
          checkedIn = (request.body as { seats: number }).seats;
          return bookingDetail({ checkedIn });
        },
      }),
    );
    await open();
    fireEvent.click(await calendarEvent("Glacier walk"));
    const [family] = await screen.findAllByTestId("manifest-row");
    fireEvent.click(within(family!).getByRole("button", { name: "One more checked in on K7F3-9QXA" }));
    await waitFor(() => expect(screen.getByTestId("manifest-totals")).toHaveTextContent("1 of 5 checked in"));
    expect(within(family!).getByTestId("checked-in")).toHaveTextContent("1/3");
    fireEvent.click(within(family!).getByTestId("check-in-all"));
    await waitFor(() => expect(screen.getByTestId("manifest-totals")).toHaveTextContent("3 of 5 checked in"));
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { seats: 1 },
      { seats: 3 },
    ]);
    expect(within(family!).getByTestId("check-in-more")).toBeDisabled();
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
