import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import { detailPath, openAction } from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const refundPath = "/acme/api/paymentsettings/refund";
const cardPayment = {
  id: "1e2f3a4b-0000-4000-8000-000000000009",
  kind: "Payment" as const,
  broker: "Teya",
  method: "Card",
  amount: 32250,
  currency: "ISK",
  result: "Success" as const,
  brokerReference: "TY-100",
  refundReason: null,
  note: "",
  createdAt: "2027-06-20T12:30:00.000Z",
};

const refunded = (amount: number) => ({
  transactionId: "r1",
  result: "Success",
  amount,
  paid: 32250,
  refunded: amount,
  paymentStatus: "PartialRefunded",
});

describe("refunding a booking", { timeout: 20_000 }, () => {
  it("starts from what is left, refunds it in cash without a card payment, and reads the booking again", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`POST ${refundPath}`]: (call) => refunded((call.body as { amount: number }).amount),
        },
      ),
    );
    await openAction("refund");
    const modal = await screen.findByTestId("refund-modal");
    expect(within(modal).getByTestId("refund-left")).toHaveTextContent("Up to 32.250 Kr. can be refunded.");
    expect(within(modal).getByTestId("refund-amount")).toHaveValue("32.250");
    expect(within(modal).getByTestId("refund-reason")).toHaveValue("Customer request");
    expect(within(modal).getByTestId("refund-cash-only")).toBeInTheDocument();
    expect(within(modal).getByRole("radio", { name: "To the card" })).toBeDisabled();
    fireEvent.change(within(modal).getByTestId("refund-amount"), { target: { value: "5.000" } });
    fireEvent.change(within(modal).getByTestId("refund-note"), { target: { value: " Rain day " } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: refundPath,
      body: { bookingId, amount: 5000, reason: "CustomerRequest", note: "Rain day", method: "Cash" },
    });
    expect(await screen.findByText("5.000 Kr. was refunded.")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "GET" && c.path === detailPath).length).toBe(2),
    );
  });

  it("offers the card when one was paid with, and starts from what was overpaid after a cheaper move", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail({ total: 20000, transactions: [cardPayment] }),
          [`POST ${refundPath}`]: { ...refunded(12250), result: "Pending" },
        },
      ),
    );
    await openAction("refund");
    const modal = await screen.findByTestId("refund-modal");
    expect(within(modal).getByTestId("refund-amount")).toHaveValue("12.250");
    expect(within(modal).getByRole("radio", { name: "To the card" })).toBeChecked();
    expect(within(modal).queryByTestId("refund-cash-only")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ amount: 12250, method: "Broker" }),
    );
    expect(
      await screen.findByText("The refund of 12.250 Kr. was sent to the broker and settles soon."),
    ).toBeInTheDocument();
  });

  it("keeps the amount between 1 and what is left, and says why the server refused", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail({ refunded: 30000 }),
          [`POST ${refundPath}`]: {
            status: 409,
            body: { title: "There is nothing left to refund on this booking" },
          },
        },
      ),
    );
    await openAction("refund");
    const amount = await screen.findByTestId("refund-amount");
    fireEvent.change(amount, { target: { value: "3.000" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("From 1 Kr. to 2.250 Kr.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(amount, { target: { value: "2.250" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("There is nothing left to refund on this booking.")).toBeInTheDocument();
    expect(screen.getByTestId("refund-modal")).toBeInTheDocument();
  });
});
