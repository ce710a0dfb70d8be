import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import { detailPath } from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const actions = ["move", "quantities", "resend", "refund", "cancel"] as const;

async function openMenu() {
  fireEvent.click(await screen.findByTestId("booking-actions"));
  await screen.findByTestId("action-move");
  return Object.fromEntries(actions.map((name) => [name, screen.getByTestId(`action-${name}`)]));
}

describe("the booking's actions", { timeout: 20_000 }, () => {
  it("offers every action on a confirmed, paid booking", async () => {
    await openBooking(bookingId, bookingRoutes({}, { [`GET ${detailPath}`]: bookingDetail() }));
    const items = await openMenu();
    for (const name of actions) expect(items[name], name).toBeEnabled();
    expect(items.move).toHaveTextContent("Move to another departure");
    expect(items.cancel).toHaveTextContent("Cancel booking");
  });

  it("leaves only the refund open on a cancelled booking", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        { [`GET ${detailPath}`]: bookingDetail({ cancelledAt: "2027-06-25T10:00:00.000Z" }) },
      ),
    );
    expect(await screen.findByTestId("booking-cancelled")).toHaveTextContent("Cancelled");
    const items = await openMenu();
    for (const name of ["move", "quantities", "resend", "cancel"] as const)
      expect(items[name], name).toBeDisabled();
    expect(items.refund).toBeEnabled();
  });

  it("lets nothing change on an expired hold with nothing paid", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail({
            status: "Expired",
            paid: 0,
            paymentStatus: "Unpaid",
            expiresAt: "2027-06-20T12:45:00.000Z",
          }),
        },
      ),
    );
    const items = await openMenu();
    for (const name of actions) expect(items[name], name).toBeDisabled();
  });

  it("is not there for an agent, who only reads bookings", async () => {
    await openBooking(
      bookingId,
      bookingRoutes({ roles: ["ApplicationAgent"] }, { [`GET ${detailPath}`]: bookingDetail() }),
    );
    await screen.findByTestId("booking-reference");
    expect(screen.queryByTestId("booking-actions")).not.toBeInTheDocument();
  });

  it("speaks Icelandic on a phone", async () => {
    await openBooking(bookingId, bookingRoutes({}, { [`GET ${detailPath}`]: bookingDetail() }), {
      language: "IS",
      width: 390,
    });
    expect(await screen.findByTestId("booking-actions")).toHaveTextContent("Aðgerðir");
    expect(screen.getByTestId("booking-actions")).toHaveAccessibleName("Aðgerðir fyrir bókun K7F3-9QXA");
    const items = await openMenu();
    expect(items.move).toHaveTextContent("Færa á aðra brottför");
    expect(items.refund).toHaveTextContent("Endurgreiða");
  });
});
