import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingDetail, bookingId } from "../testing/booking-fixtures";
import { bookingRoutes, openBooking, projectInZone } from "../testing/render-bookings";

const detailPath = `/acme/api/glacier/bookings/${bookingId}`;
const checkInPath = `${detailPath}/check-in`;

afterEach(() => vi.unstubAllGlobals());

describe("BookingDetailPage", { timeout: 20_000 }, () => {
  it("shows the booking: departure on the project's clock, customer, tickets, VAT and totals", async () => {
    await openBooking(
      bookingId,
      bookingRoutes({}, { ...projectInZone("Europe/Berlin"), [`GET ${detailPath}`]: bookingDetail() }),
    );
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("K7F3-9QXA");
    expect(screen.getAllByTestId("booking-status")[0]).toHaveTextContent("Confirmed");
    expect(screen.getAllByTestId("booking-payment-status")[0]).toHaveTextContent("Paid");
    expect(screen.getByTestId("booking-departure")).toHaveTextContent("01/07/2027 11:00");
    expect(screen.getByTestId("booking-departure-link")).toHaveAttribute(
      "href",
      "/acme/glacier/availability?date=2027-07-01&event=0b0e7c1e-0000-4000-8000-000000000010",
    );
    const customer = screen.getByTestId("booking-customer");
    expect(customer).toHaveTextContent("Jón Jónsson");
    expect(within(customer).getByRole("link", { name: "jon@example.is" })).toHaveAttribute(
      "href",
      "mailto:jon@example.is",
    );
    expect(customer).toHaveTextContent("Icelandic");
    expect(screen.getByTestId("booking-created-by")).toHaveTextContent("Anna Guide");

    const items = screen.getAllByTestId("booking-item");
    expect(items[0]).toHaveTextContent("Adult");
    expect(items[0]).toHaveTextContent("12.900 Kr.");
    expect(items[0]).toHaveTextContent("25.800 Kr.");
    expect(items[1]).toHaveTextContent("6.450 Kr.");
    expect(screen.getByTestId("booking-vat")).toHaveTextContent("VAT 11% of 29.054 Kr.3.196 Kr.");
    expect(screen.getByTestId("booking-total")).toHaveTextContent("32.250 Kr.");
    expect(screen.getByTestId("booking-paid")).toHaveTextContent("32.250 Kr.");
    expect(screen.getByTestId("booking-balance")).toHaveTextContent("0 Kr.");

    const answers = screen.getAllByTestId("booking-answer");
    expect(answers[0]).toHaveTextContent("Pickup hotelHotel Borg");
    expect(answers[1]).toHaveTextContent("A question since removedYes");
  });

  it("lists payments and refunds and the history with who did what", async () => {
    await openBooking(bookingId, bookingRoutes({}, { [`GET ${detailPath}`]: bookingDetail() }));
    const transactions = await screen.findAllByTestId("booking-transaction");
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toHaveTextContent("Payment");
    expect(transactions[0]).toHaveTextContent("Cash");
    expect(transactions[0]).toHaveTextContent("32.250 Kr.");
    expect(transactions[0]).toHaveTextContent("Succeeded");
    expect(transactions[0]).toHaveTextContent("20/06/2027 12:30");
    expect(transactions[1]).toHaveTextContent("Refund");
    expect(transactions[1]).toHaveTextContent("Teya");
    expect(transactions[1]).toHaveTextContent("−5.000 Kr.");
    expect(transactions[1]).toHaveTextContent("Failed");
    expect(transactions[1]).toHaveTextContent("TY-889");
    expect(transactions[1]).toHaveTextContent("Customer request");

    const history = screen.getAllByTestId("history-entry");
    expect(history[0]).toHaveTextContent("Booking made");
    expect(history[0]).toHaveTextContent("3 seats · Total 32.250 Kr. · Paid 32.250 Kr.");
    expect(history[0]).toHaveTextContent("Anna Guide · 20/06/2027 12:30");
    expect(history[1]).toHaveTextContent("Payment declined");
    expect(history[1]).toHaveTextContent("Amount 5.000 Kr.");
    expect(history[1]).toHaveTextContent("The system · 21/06/2027 08:00");
  });

  it("records check-in and shows the booking the server answers", async () => {
    const { calls } = await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail(),
          [`POST ${checkInPath}`]: (call) =>
            bookingDetail({
              checkedIn: (call.body as { seats: number }).seats,
              history: [
                ...bookingDetail().history,
                {
                  at: "2027-07-01T08:55:00.000Z",
                  action: "CheckedIn",
                  actorKind: "Staff",
                  actorUserId: "u1",
                  actorName: "Anna",
                  details: { seats: 2 },
                },
              ],
            }),
        },
      ),
    );
    expect(await screen.findByTestId("check-in-summary")).toHaveTextContent("0 of 3 checked in");
    expect(screen.getByTestId("check-in-save")).toBeDisabled();
    fireEvent.change(screen.getByTestId("check-in-seats"), { target: { value: "2" } });
    fireEvent.click(screen.getByTestId("check-in-save"));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: checkInPath, body: { seats: 2 } });
    await waitFor(() =>
      expect(screen.getByTestId("check-in-summary")).toHaveTextContent("2 of 3 checked in"),
    );
    expect(screen.getAllByTestId("history-entry").at(-1)).toHaveTextContent("Check-in recorded");
    expect(screen.getAllByTestId("history-entry").at(-1)).toHaveTextContent("2 checked in");
  });

  it("lets an agent read the check-in without changing it", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        { roles: ["ApplicationAgent"] },
        { [`GET ${detailPath}`]: bookingDetail({ checkedIn: 1 }) },
      ),
    );
    expect(await screen.findByTestId("check-in-summary")).toHaveTextContent("1 of 3 checked in");
    await screen.findAllByTestId("history-entry");
    expect(screen.queryByTestId("check-in-seats")).not.toBeInTheDocument();
  });

  it("says a booking that is not confirmed cannot be checked in", async () => {
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: bookingDetail({
            status: "Pending",
            paymentStatus: "PaymentLink",
            expiresAt: "2027-06-20T12:45:00.000Z",
          }),
        },
      ),
    );
    expect(await screen.findByTestId("check-in-closed")).toHaveTextContent(
      "Only confirmed bookings can be checked in.",
    );
    expect(screen.queryByTestId("check-in-seats")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("booking-status")[0]).toHaveTextContent("Pending");
    expect(screen.getByTestId("booking-info")).toHaveTextContent("Hold runs out20/06/2027 12:45");
  });

  it("says so when the booking is not found", async () => {
    await openBooking(
      bookingId,
      bookingRoutes({}, { [`GET ${detailPath}`]: { status: 404, body: { title: "Booking not found" } } }),
    );
    expect(await screen.findByTestId("booking-not-found")).toHaveTextContent("Booking not found");
    expect(screen.getByTestId("booking-back")).toHaveAttribute("href", "/acme/glacier/bookings");
  });

  it("shows an error with a retry when the booking cannot be loaded", async () => {
    let failures = 1;
    await openBooking(
      bookingId,
      bookingRoutes(
        {},
        {
          [`GET ${detailPath}`]: () =>
            failures-- > 0 ? { status: 500, body: { title: "Boom" } } : bookingDetail(),
        },
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("K7F3-9QXA");
  });

  it("speaks Icelandic on a phone", async () => {
    await openBooking(bookingId, bookingRoutes({}, { [`GET ${detailPath}`]: bookingDetail() }), {
      language: "IS",
      width: 390,
    });
    expect(await screen.findByRole("heading", { name: "Saga" })).toBeInTheDocument();
    expect(screen.getAllByTestId("booking-status")[0]).toHaveTextContent("Staðfest");
    expect(screen.getByText("Greiðslur og endurgreiðslur")).toBeInTheDocument();
    expect(screen.getAllByTestId("booking-item")[0]).toHaveTextContent("Fullorðinn");
    expect(screen.getAllByTestId("history-entry")[0]).toHaveTextContent("Bókun gerð");
    expect(screen.getByTestId("check-in-summary")).toHaveTextContent("0 af 3 mætt");
    expect(screen.getByTestId("booking-back")).toHaveTextContent("Allar bókanir");
  });
});
