import { focusManager } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { mockRecordedApi, type RecordedCall } from "../../../../components/testing/recorded-api";
import { bookingPollMs } from "../api/storefront-api";
import { bookingId, bookingView, company, testNow } from "../testing/storefront-fixtures";
import { openStorefront } from "../testing/render-storefront";

const bookingPath = `/acme/api/public/bookings/${bookingId}`;
const reads = (calls: RecordedCall[]) => calls.filter((call) => call.path === bookingPath);

/** Answers the booking's reads in turn, the last one from then on. */
function bookingAnswers(...views: PublicBookingView[]) {
  let next = 0;
  return mockRecordedApi({
    "GET /acme/api/public/company": company,
    [`GET ${bookingPath}`]: () => views[Math.min(next++, views.length - 1)]!,
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: testNow, shouldAdvanceTime: true });
});

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("BookingPage", { timeout: 20_000 }, () => {
  it("waits for the payment with the time left, asks again every 2 s and shows the confirmation", async () => {
    const calls = bookingAnswers(
      bookingView(),
      bookingView(),
      bookingView({ status: "Confirmed", paid: 32250, paymentUrl: null, expiresAt: null }),
    );
    await openStorefront(`/acme/booking/${bookingId}`);

    const waiting = await screen.findByTestId("booking-waiting");
    expect(waiting).toHaveTextContent("Waiting for your payment");
    expect(screen.getByTestId("time-left")).toHaveTextContent("Your seats are held for 14:05 more.");
    expect(screen.getByTestId("pay")).toHaveAttribute("href", "https://pay.example/checkout/abc");
    expect(screen.getByTestId("pay")).toHaveTextContent("Pay 32.250 Kr.");
    expect(reads(calls)).toHaveLength(1);

    await wait(bookingPollMs);
    expect(reads(calls)).toHaveLength(2);
    expect(screen.getByTestId("time-left")).toHaveTextContent(/Your seats are held for 14:0[23] more\./);

    await wait(bookingPollMs);
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(within(confirmed).getByTestId("booking-reference")).toHaveTextContent("K7F3-9QXA");
    expect(confirmed).toHaveTextContent("Your booking is confirmed");
    expect(confirmed).toHaveTextContent("Keep your reference. You will need it if you contact Acme Tours");
    expect(confirmed).not.toHaveTextContent(/email/i);
    expect(within(confirmed).getByTestId("booking-experience")).toHaveTextContent("Glacier walk");
    expect(within(confirmed).getByTestId("booking-when")).toHaveTextContent("Friday, 2 July 2027");
    expect(within(confirmed).getByTestId("booking-when")).toHaveTextContent("13:00–16:00");
    expect(
      within(confirmed)
        .getAllByTestId("booking-item")
        .map((row) => row.textContent),
    ).toEqual(["2 × Adult25.800 Kr.", "1 × Child6.450 Kr."]);
    expect(within(confirmed).getByTestId("booking-total")).toHaveTextContent("32.250 Kr.");
    expect(within(confirmed).getByTestId("booking-paid")).toHaveTextContent("Paid32.250 Kr.");

    // A settled booking is not asked about again.
    await wait(bookingPollMs * 3);
    expect(reads(calls)).toHaveLength(3);
  });

  it("pauses asking while the tab is hidden and asks again when it is shown", async () => {
    const calls = bookingAnswers(bookingView());
    await openStorefront(`/acme/booking/${bookingId}`);
    await screen.findByTestId("booking-waiting");

    act(() => focusManager.setFocused(false));
    await wait(bookingPollMs * 3);
    expect(reads(calls)).toHaveLength(1);

    act(() => focusManager.setFocused(true));
    await wait(bookingPollMs);
    expect(reads(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("says the payment is being confirmed when the booking waits with nowhere left to pay", async () => {
    bookingAnswers(bookingView({ paymentUrl: null }));
    await openStorefront(`/acme/booking/${bookingId}`);
    expect(await screen.findByTestId("booking-confirming")).toHaveTextContent("Confirming your payment");
    expect(screen.queryByTestId("pay")).not.toBeInTheDocument();
  });

  it("says an expired booking took no payment", async () => {
    const calls = bookingAnswers(bookingView({ status: "Expired", expiresAt: null, paymentUrl: null }));
    await openStorefront(`/acme/booking/${bookingId}`);
    expect(await screen.findByTestId("booking-expired")).toHaveTextContent(
      "Your booking has expired and no payment was taken.",
    );
    expect(screen.getByRole("link", { name: "Book again" })).toHaveAttribute("href", "/acme/storefront");
    await wait(bookingPollMs * 2);
    expect(reads(calls)).toHaveLength(1);
  });

  it("says a payment that came after the seats were sold was refunded", async () => {
    bookingAnswers(
      bookingView({ status: "Expired", expiresAt: null, paymentUrl: null, paid: 32250, refunded: 32250 }),
    );
    await openStorefront(`/acme/booking/${bookingId}`);
    expect(await screen.findByTestId("booking-refunded")).toHaveTextContent(
      "Your payment arrived after the seats were sold; it has been refunded.",
    );
  });

  it("says a failed payment made no booking", async () => {
    bookingAnswers(bookingView({ status: "Failed", expiresAt: null, paymentUrl: null }));
    await openStorefront(`/acme/booking/${bookingId}`);
    expect(await screen.findByTestId("booking-failed")).toHaveTextContent("The payment did not go through");
  });

  it("says when there is no such booking", async () => {
    mockRecordedApi({ "GET /acme/api/public/company": company });
    await openStorefront(`/acme/booking/${bookingId}`);
    expect(await screen.findByTestId("booking-not-found")).toHaveTextContent(
      "We could not find this booking",
    );
  });

  it("confirms in Icelandic", async () => {
    bookingAnswers(bookingView({ status: "Confirmed", paid: 32250, paymentUrl: null, expiresAt: null }));
    await openStorefront(`/acme/booking/${bookingId}?lang=is`);
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(confirmed).toHaveTextContent("Bókunin þín er staðfest");
    expect(confirmed).toHaveTextContent("Geymdu bókunarnúmerið.");
    expect(within(confirmed).getByTestId("booking-experience")).toHaveTextContent("Jöklaganga");
    expect(within(confirmed).getAllByTestId("booking-item")[0]).toHaveTextContent("2 × Fullorðinn");
    expect(within(confirmed).getByTestId("booking-when")).toHaveTextContent("föstudagur, 2. júlí 2027");
  });

  it("shows expiry and refund in Icelandic", async () => {
    bookingAnswers(
      bookingView({ status: "Expired", expiresAt: null, paymentUrl: null, paid: 32250, refunded: 32250 }),
    );
    await openStorefront(`/acme/booking/${bookingId}?lang=is`);
    expect(await screen.findByTestId("booking-refunded")).toHaveTextContent(
      "Greiðslan þín barst eftir að sætin seldust; hún hefur verið endurgreidd.",
    );
  });
});
