import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import { detailPath, openAction } from "../testing/change-fixtures";
import { bookingRoutes, openBooking } from "../testing/render-bookings";

afterEach(() => vi.unstubAllGlobals());

const resendPath = `${detailPath}/resend-confirmation`;

describe("sending the confirmation again", { timeout: 20_000 }, () => {
  it("sends it to the customer's email, or to another address typed in", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`POST ${resendPath}`]: (call) => ({ to: (call.body as { email: string }).email }),
        },
      ),
    );
    await openAction("resend");
    const email = await screen.findByTestId("resend-email");
    expect(email).toHaveValue("jon@example.is");
    fireEvent.change(email, { target: { value: " desk@example.is " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: resendPath,
      body: { email: "desk@example.is" },
    });
    expect(await screen.findByText("The confirmation is on its way to desk@example.is.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("resend-modal")).not.toBeInTheDocument());
  });

  it("asks for a valid address before sending", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        { [`GET ${detailPath}`]: bookingDetail({ customer: { ...bookingDetail().customer, email: "" } }) },
      ),
    );
    await openAction("resend");
    const email = await screen.findByTestId("resend-email");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Enter an email address to send to")).toBeInTheDocument();
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.submit(email.closest("form")!);
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("says why the server would not send it", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`POST ${resendPath}`]: {
            status: 409,
            body: { title: "Only a confirmed booking has a confirmation to send" },
          },
        },
      ),
    );
    await openAction("resend");
    await screen.findByTestId("resend-email");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("Only a confirmed booking has a confirmation to send."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("resend-modal")).toBeInTheDocument();
  });
});
