import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { glacierWalkId } from "../../../../components/testing/experience-fixtures";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import {
  adultId,
  childId,
  detailPath,
  headersSentTo,
  infantId,
  openAction,
  walkWithCategories,
} from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const quantitiesPath = `${detailPath}/quantities`;
const experiencePath = `/acme/api/glacier/experiences/${glacierWalkId}`;

function routes(extra = {}) {
  return {
    [`GET ${detailPath}`]: bookingDetail(),
    [`GET ${experiencePath}`]: walkWithCategories(),
    ...extra,
  };
}

const setQuantity = (id: string, value: string) =>
  fireEvent.change(screen.getByTestId(`quantity-${id}`), { target: { value } });

describe("changing a booking's tickets", { timeout: 20_000 }, () => {
  it("starts from the booking's tickets, offers the experience's other categories and saves them all", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        routes({
          [`PUT ${quantitiesPath}`]: bookingDetail({ seats: 4, total: 45150 }),
        }),
      ),
    );
    await openAction("quantities");
    const modal = await screen.findByTestId("quantities-modal");
    expect(within(modal).getByTestId(`quantity-${adultId}`)).toHaveValue("2");
    expect(within(modal).getByTestId(`quantity-${childId}`)).toHaveValue("1");
    expect(within(modal).getByTestId(`quantity-${infantId}`)).toHaveValue("0");
    expect(modal).toHaveTextContent("Booked at 12.900 Kr.");
    expect(within(modal).getByTestId("quantities-seats")).toHaveTextContent("3 seats in all");
    setQuantity(adultId, "3");
    setQuantity(infantId, "1");
    expect(within(modal).getByTestId("quantities-seats")).toHaveTextContent("5 seats in all");
    fireEvent.click(screen.getByRole("button", { name: "Save tickets" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      path: quantitiesPath,
      body: {
        items: [
          { ticketCategoryId: adultId, quantity: 3 },
          { ticketCategoryId: childId, quantity: 1 },
          { ticketCategoryId: infantId, quantity: 1 },
        ],
        overbook: false,
      },
    });
    expect(headersSentTo("PUT", quantitiesPath)?.["Idempotency-Key"]).toBeTruthy();
    expect(await screen.findByText("The tickets were changed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("quantities-modal")).not.toBeInTheDocument());
  });

  it("asks for at least one ticket and keeps each within its limits, sending nothing", async () => {
    const { calls } = await openBooking(bookingId, bookingRoutes({}, routes()));
    await openAction("quantities");
    await screen.findByTestId("quantities-modal");
    setQuantity(adultId, "0");
    setQuantity(childId, "0");
    fireEvent.click(screen.getByRole("button", { name: "Save tickets" }));
    expect(await screen.findByTestId("quantities-none")).toHaveTextContent("Choose at least one ticket");
    setQuantity(childId, "6");
    fireEvent.click(screen.getByRole("button", { name: "Save tickets" }));
    await waitFor(() =>
      expect(screen.getByTestId(`quantity-${childId}`)).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByTestId(`quantity-${adultId}`)).not.toHaveAttribute("aria-invalid", "true");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("says so when the seats are not there, and offers overbooking to managers only", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        routes({
          [`PUT ${quantitiesPath}`]: { status: 409, body: { title: "Not enough seats left", available: 0 } },
        }),
      ),
    );
    await openAction("quantities");
    await screen.findByTestId("quantities-modal");
    expect(screen.getByTestId("quantities-overbook")).toBeInTheDocument();
    setQuantity(adultId, "9");
    fireEvent.click(screen.getByRole("button", { name: "Save tickets" }));
    expect(await screen.findByText("Not enough seats left.")).toBeInTheDocument();
    expect(screen.getByTestId("quantities-modal")).toBeInTheDocument();
  });

  it("hides overbooking from a host", async () => {
    await openBooking(bookingId, bookingRoutes({ roles: ["ApplicationHost"] }, routes()));
    await openAction("quantities");
    await screen.findByTestId("quantities-modal");
    expect(screen.queryByTestId("quantities-overbook")).not.toBeInTheDocument();
  });

  it("offers a retry when the experience cannot be loaded", async () => {
    let fail = true;
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        routes({
          [`GET ${experiencePath}`]: () =>
            fail ? { status: 500, body: { title: "Boom" } } : walkWithCategories(),
        }),
      ),
    );
    await openAction("quantities");
    fail = false;
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("quantities-modal")).toBeInTheDocument();
  });
});
