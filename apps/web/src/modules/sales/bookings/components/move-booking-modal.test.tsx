import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import {
  departuresOfTheDay,
  detailPath,
  eventsPath,
  fullEventId,
  headersSentTo,
  laterEventId,
  openAction,
  whaleEventId,
} from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const movePath = `${detailPath}/move`;

describe("moving a booking", { timeout: 20_000 }, () => {
  it("lists the day's departures of the experience and moves the booking to the one chosen", async () => {
    let moved = false;
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: () =>
            moved
              ? bookingDetail({ eventId: laterEventId, eventStart: "2027-07-01T13:00:00.000Z" })
              : bookingDetail(),
          [`GET ${eventsPath}`]: departuresOfTheDay(),
          [`POST ${movePath}`]: () => {
            moved = true;
            return bookingDetail({ eventId: laterEventId, eventStart: "2027-07-01T13:00:00.000Z" });
          },
        },
      ),
    );
    await openAction("move");
    const modal = await screen.findByTestId("move-booking-modal");
    expect(within(modal).getByTestId("move-date")).toHaveValue("2027-07-01");
    const rows = await within(modal).findAllByTestId("move-departure");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("09:00"),
      expect.stringContaining("13:00"),
      expect.stringContaining("15:00"),
    ]);
    expect(rows[0]).toHaveTextContent("Current departure");
    expect(rows[1]).toHaveTextContent("11 seats left");
    expect(rows[2]).toHaveTextContent("Too few seats");
    expect(within(rows[0]!).getByRole("radio")).toBeDisabled();
    expect(within(rows[2]!).getByRole("radio")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move booking" })).toBeDisabled();

    fireEvent.click(within(rows[1]!).getByRole("radio"));
    fireEvent.click(screen.getByRole("button", { name: "Move booking" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: movePath,
      body: { eventId: laterEventId, overbook: false },
    });
    expect(headersSentTo("POST", movePath)?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText("The booking was moved.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("move-booking-modal")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "GET" && c.path === detailPath).length).toBe(2),
    );
  });

  it("shows every experience's departures on request, and lets a manager overbook a full one", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        { [`GET ${detailPath}`]: bookingDetail(), [`GET ${eventsPath}`]: departuresOfTheDay() },
      ),
    );
    await openAction("move");
    const modal = await screen.findByTestId("move-booking-modal");
    await within(modal).findAllByTestId("move-departure");
    fireEvent.click(within(modal).getByTestId("move-all-experiences"));
    const rows = within(modal).getAllByTestId("move-departure");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent("09:00 · Glacier walk");
    expect(rows[1]).toHaveTextContent("10:00 · Whale watching");
    expect(within(modal).getByTestId(`move-departure-${whaleEventId}`)).toBeEnabled();
    expect(within(modal).getByTestId(`move-departure-${fullEventId}`)).toBeDisabled();
    fireEvent.click(within(modal).getByTestId("move-overbook"));
    expect(within(modal).getByTestId(`move-departure-${fullEventId}`)).toBeEnabled();
  });

  it("keeps the dialog open and says why when the departure has too few seats", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${eventsPath}`]: departuresOfTheDay(),
          [`POST ${movePath}`]: { status: 409, body: { title: "Not enough seats left", available: 1 } },
        },
      ),
    );
    await openAction("move");
    fireEvent.click(await screen.findByTestId(`move-departure-${laterEventId}`));
    fireEvent.click(screen.getByRole("button", { name: "Move booking" }));
    expect(await screen.findByText("Not enough seats left.")).toBeInTheDocument();
    expect(screen.getByTestId("move-booking-modal")).toBeInTheDocument();
  });

  it("says when the day has no departures, and when they cannot be loaded", async () => {
    let fail = true;
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${eventsPath}`]: () => (fail ? { status: 500, body: { title: "Boom" } } : []),
        },
      ),
    );
    await openAction("move");
    fail = false;
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("move-no-departures")).toHaveTextContent("No departures that day.");
    fireEvent.click(screen.getByTestId("move-next-day"));
    expect(screen.getByTestId("move-date")).toHaveValue("2027-07-02");
  });
});
