import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CancelResult } from "@stund/shared/contracts/bookings/booking-changes";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import { detailPath, headersSentTo, openAction, quote } from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const quotePath = `${detailPath}/cancellation`;
const cancelPath = `${detailPath}/cancel`;

function cancelled(overrides: Partial<CancelResult> = {}): CancelResult {
  return {
    booking: bookingDetail({ cancelledAt: "2027-06-25T10:00:00.000Z" }),
    fee: 0,
    refund: 32250,
    free: true,
    refundMethod: "Cash",
    refundResult: null,
    refundError: null,
    ...overrides,
  };
}

describe("cancelling a booking", { timeout: 20_000 }, () => {
  it("shows the policy's fee and refund, refunds in cash when there was no card, and cancels", async () => {
    let done = false;
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: () =>
            done ? bookingDetail({ cancelledAt: "2027-06-25T10:00:00.000Z" }) : bookingDetail(),
          [`GET ${quotePath}`]: quote(),
          [`POST ${cancelPath}`]: () => {
            done = true;
            return cancelled({
              refundResult: {
                transactionId: "r1",
                result: "Success",
                amount: 32250,
                paid: 32250,
                refunded: 32250,
                paymentStatus: "Refunded",
              },
            });
          },
        },
      ),
    );
    await openAction("cancel");
    const modal = await screen.findByTestId("cancel-booking-modal");
    expect(within(modal).getByTestId("cancel-policy")).toHaveTextContent(
      "Free until 24 hours before the start, then 100% is kept. Cancelled now, it is free.",
    );
    expect(within(modal).getByTestId("cancel-fee")).toHaveTextContent("0 Kr.");
    expect(within(modal).getByTestId("cancel-refund")).toHaveTextContent("32.250 Kr.");
    expect(within(modal).getByTestId("cancel-method-Broker")).toBeDisabled();
    expect(within(modal).getByTestId("cancel-method-Cash")).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: cancelPath,
      body: { refundMethod: "Cash" },
    });
    expect(headersSentTo("POST", cancelPath)?.["Idempotency-Key"]).toBeTruthy();
    expect(await screen.findByText("The booking was cancelled and 32.250 Kr. refunded.")).toBeInTheDocument();
    expect(await screen.findByTestId("booking-cancelled")).toHaveTextContent("Cancelled");
  });

  it("offers the card first when one was paid with, or no refund now", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${quotePath}`]: quote({ brokerRefundPossible: true }),
          [`POST ${cancelPath}`]: cancelled({ refundMethod: "None" }),
        },
      ),
    );
    await openAction("cancel");
    expect(await screen.findByTestId("cancel-method-Broker")).toBeChecked();
    fireEvent.click(screen.getByTestId("cancel-method-None"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ refundMethod: "None" }),
    );
    expect(await screen.findByText("The booking was cancelled.")).toBeInTheDocument();
  });

  it("keeps the fee after the free period and asks for no refund way when nothing goes back", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${quotePath}`]: quote({ fee: 32250, refund: 0, free: false }),
          [`POST ${cancelPath}`]: cancelled({ fee: 32250, refund: 0, free: false, refundMethod: "None" }),
        },
      ),
    );
    await openAction("cancel");
    const modal = await screen.findByTestId("cancel-booking-modal");
    expect(within(modal).getByTestId("cancel-policy")).toHaveTextContent("The free period has passed");
    expect(within(modal).getByTestId("cancel-fee")).toHaveTextContent("32.250 Kr.");
    expect(within(modal).queryByTestId("cancel-method-Cash")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ refundMethod: "None" }),
    );
  });

  it("says when the refund did not go through though the booking is cancelled", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${quotePath}`]: quote({ brokerRefundPossible: true }),
          [`POST ${cancelPath}`]: cancelled({
            refundMethod: "Broker",
            refundError: "The payment broker did not make the refund",
          }),
        },
      ),
    );
    await openAction("cancel");
    await screen.findByTestId("cancel-booking-modal");
    fireEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
    expect(
      await screen.findByText(
        "The booking was cancelled, but the refund was not made: The payment broker did not make the refund.",
      ),
    ).toBeInTheDocument();
  });

  it("cannot cancel a booking the server says can no longer be, and says why a cancel was refused", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${quotePath}`]: quote({ cancellable: false }),
        },
      ),
    );
    await openAction("cancel");
    expect(await screen.findByTestId("cancel-not-possible")).toHaveTextContent(
      "This booking can no longer be cancelled.",
    );
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeDisabled();
  });

  it("shows the server's refusal in Icelandic", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`GET ${quotePath}`]: quote(),
          [`POST ${cancelPath}`]: {
            status: 409,
            body: { title: "This booking is cancelled and can no longer be changed" },
          },
        },
      ),
      { language: "IS", width: 390 },
    );
    await openAction("cancel");
    await screen.findByTestId("cancel-booking-modal");
    fireEvent.click(screen.getByRole("button", { name: "Afbóka" }));
    expect(
      await screen.findByText("Þessi bókun er afbókuð og henni verður ekki breytt."),
    ).toBeInTheDocument();
  });
});
