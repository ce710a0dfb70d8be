import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AvailabilityPage } from "../../modules/catalogue/availability/components/availability-page";
import {
  availabilityRoutes as routes,
  calendarEvent,
  openAvailability,
  walk,
} from "../../modules/catalogue/availability/testing/availability-routes";
import {
  mockProjectApi,
  type RecordedRequest,
} from "../../modules/catalogue/availability/testing/render-project-page";
import { EventManifest } from "../../modules/sales/bookings/components/event-manifest";
import { bookingDetail, eventManifest } from "../../modules/sales/bookings/testing/booking-fixtures";

vi.mock("socket.io-client", () => ({
  io: () => ({ on() {}, emit() {}, connect() {}, disconnect() {}, removeAllListeners() {} }),
}));

/** The calendar as the project routes give it: its drawer lists the departure's bookings. */
const open = () => openAvailability(<AvailabilityPage manifest={EventManifest} />);

afterEach(() => vi.unstubAllGlobals());

describe("AvailabilityPage with the bookings' manifest", { timeout: 20_000 }, () => {
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
});
