import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { eventId, stundEvent } from "../testing/events-fixtures";
import { pageRoutes, quietFocusTrapWarnings, renderEventsPage } from "../testing/render-events-page";
import { SingularEventPage } from "./singular-event-page";

const eventPath = `/acme/api/glacier/events/${eventId}`;
const detail = { ...stundEvent, seriesName: "Summer mornings", manifest: [] };

const open = () =>
  renderEventsPage(
    `/acme/glacier/edit-singular-event/${eventId}`,
    "edit-singular-event/:id",
    <SingularEventPage />,
  );

beforeEach(() => void quietFocusTrapWarnings());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("SingularEventPage", { timeout: 20_000 }, () => {
  it("shows the event on the project's clock, its seats, series and an empty manifest", async () => {
    mockApi({ ...pageRoutes(), [`GET ${eventPath}`]: detail });
    await open();
    expect(await screen.findByTestId("event-start")).toHaveTextContent("02/06/2027 09:00");
    expect(screen.getByTestId("event-end")).toHaveTextContent("02/06/2027 12:00");
    expect(screen.getByTestId("event-seats")).toHaveTextContent("10 sold · 2 held · 16 capacity");
    expect(screen.getByTestId("event-series-link")).toHaveTextContent("Summer mornings");
    expect(screen.getByTestId("manifest-empty")).toHaveTextContent("No bookings yet");
  });

  it("lists the manifest and warns about a flagged event", async () => {
    mockApi({
      ...pageRoutes(),
      [`GET ${eventPath}`]: {
        ...detail,
        flagged: true,
        detached: true,
        flagReason: "Its series no longer runs on Wednesdays",
        manifest: [
          { id: "b1", reference: "K7F3-9QXA", customerName: "Jón Jónsson", seats: 3, status: "Confirmed" },
        ],
      },
    });
    await open();
    expect(await screen.findByTestId("event-flagged")).toHaveTextContent(
      "Its series no longer runs on Wednesdays",
    );
    expect(screen.getByTestId("event-detached")).toBeInTheDocument();
    const row = screen.getByTestId("manifest-row");
    expect(row).toHaveTextContent("K7F3-9QXA");
    expect(row).toHaveTextContent("Jón Jónsson");
    expect(row).toHaveTextContent("Confirmed");
  });

  it("requires a message to delay and posts the new start with it", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      [`GET ${eventPath}`]: detail,
      [`POST ${eventPath}/delay`]: { ...stundEvent, delayStatus: "Pending" },
    });
    await open();
    fireEvent.click(await screen.findByTestId("event-delay"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Customers with bookings on this event are emailed/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delay and notify" }));
    expect(await within(dialog).findByText("Value is required")).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith("/delay"))).toBe(false);

    // Typed hours first, then minutes, as on a 24-hour clock.
    fireEvent.change(within(dialog).getByTestId("delay-start-time-hours"), { target: { value: "11" } });
    fireEvent.change(within(dialog).getByTestId("delay-start-time-minutes"), { target: { value: "15" } });
    fireEvent.change(within(dialog).getByTestId("delay-message"), {
      target: { value: "The glacier road opens late; meet at 11:00." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delay and notify" }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/delay"))).toBe(true));
    expect(calls.find((call) => call.path.endsWith("/delay"))?.body).toEqual({
      newStart: "2027-06-02T11:15:00.000Z",
      message: "The glacier road opens late; meet at 11:00.",
    });
  });

  it("offers the delay decisions while a delay is pending", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      [`GET ${eventPath}`]: {
        ...detail,
        status: "Delayed",
        delayStatus: "Pending",
        delayMessage: "Road closed",
      },
      [`POST ${eventPath}/delay-status`]: { ...stundEvent, status: "Delayed", delayStatus: "Delayed" },
    });
    await open();
    fireEvent.click(await screen.findByTestId("delay-confirm"));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/delay-status"))).toBe(true));
    expect(calls.find((call) => call.path.endsWith("/delay-status"))?.body).toEqual({
      delayStatus: "Delayed",
    });
  });

  it("shows the server's reason when the capacity is below the seats taken", async () => {
    const title = "The capacity cannot be below the 12 seats sold and held";
    const calls = mockApi({
      ...pageRoutes(),
      [`GET ${eventPath}`]: detail,
      [`PUT ${eventPath}`]: { status: 409, body: { title } },
    });
    await open();
    fireEvent.change(await screen.findByTestId("event-edit-capacity"), { target: { value: "5" } });
    fireEvent.click(screen.getByTestId("event-edit-save"));
    expect(await screen.findByTestId("event-edit-conflict")).toHaveTextContent(title);
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ capacity: 5 });
  });

  it("closes sales and cancels after confirming", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      [`GET ${eventPath}`]: detail,
      [`POST ${eventPath}/close`]: { ...stundEvent, status: "Closed" },
      [`POST ${eventPath}/cancel`]: { ...stundEvent, status: "Cancelled" },
    });
    await open();
    fireEvent.click(await screen.findByTestId("event-close"));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/close"))).toBe(true));
    fireEvent.click(screen.getByTestId("event-cancel"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Its bookings (12 seats) are cancelled");
    expect(calls.some((call) => call.path.endsWith("/cancel"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/cancel"))).toBe(true));
  });
});
