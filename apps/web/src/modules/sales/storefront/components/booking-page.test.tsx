import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import { mockRecordedApi, type Answer, type RecordedCall } from "../../../../components/testing/recorded-api";
import { bookingPollMs } from "../api/storefront-api";
import { SiteProvider } from "../hooks/site-context";
import type { SiteRequest } from "../model/site-page";
import { bookingId, bookingView, cancellation, company, testNow } from "../testing/storefront-fixtures";
import { BookingPage } from "./booking-page";

const bookingPath = `/acme/api/public/bookings/${bookingId}`;
const reads = (calls: RecordedCall[]) => calls.filter((call) => call.path === bookingPath);

/** Answers the booking's reads in turn, the last one from then on. */
function bookingAnswers(...answers: Answer[]) {
  let next = 0;
  return mockRecordedApi({
    [`GET ${bookingPath}`]: () => answers[Math.min(next++, answers.length - 1)]!,
  });
}

function openBookingPage(language: Language = "EN") {
  const request: SiteRequest = {
    tenant: "acme",
    language,
    requestedLanguage: language === "IS" ? "IS" : undefined,
    layout: "Auto",
    embedded: false,
    origin: "https://book.example",
    path: `/acme/booking/${bookingId}`,
  };
  return render(
    <SiteProvider request={request}>
      <BookingPage company={company} bookingId={bookingId} />
    </SiteProvider>,
  );
}

/** The booking view of a tour in `zone`, as the server answers it with the tour's time zone. */
const inZone = (view: PublicBookingView, zone: string) => ({ ...view, timeZone: zone }) as PublicBookingView;

const confirmedView = (overrides: Partial<PublicBookingView> = {}) =>
  bookingView({ status: "Confirmed", paid: 32250, paymentUrl: null, expiresAt: null, ...overrides });

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let hidden = false;
function setTabHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: testNow, shouldAdvanceTime: true });
  hidden = false;
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
});

afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BookingPage", { timeout: 20_000 }, () => {
  it("says it is loading, under the company's name, until the booking is read", async () => {
    let answer: (view: PublicBookingView) => void = () => {};
    mockRecordedApi({
      [`GET ${bookingPath}`]: () => new Promise<PublicBookingView>((resolve) => (answer = resolve)),
    });
    openBookingPage();
    expect(screen.getByTestId("company-home")).toHaveTextContent("Acme Tours");
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    await act(async () => answer(confirmedView()));
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("waits for the payment with the time left, asks again every 2 s and shows the confirmation", async () => {
    const calls = bookingAnswers(bookingView(), bookingView(), confirmedView());
    openBookingPage();

    const waiting = await screen.findByTestId("booking-waiting");
    expect(within(waiting).getByRole("heading", { level: 1 })).toHaveTextContent("Waiting for your payment");
    expect(screen.getByTestId("time-left")).toHaveTextContent("Your seats are held for 14:05 more.");
    const pay = screen.getByRole("link", { name: /^Pay / });
    expect(pay).toHaveAttribute("href", "https://pay.example/checkout/abc");
    expect(pay).toHaveAttribute("data-testid", "pay");
    expect(pay).toHaveTextContent("Pay 32.250 Kr.");
    expect(reads(calls)).toHaveLength(1);

    await wait(bookingPollMs);
    expect(reads(calls)).toHaveLength(2);
    expect(screen.getByTestId("time-left")).toHaveTextContent(/Your seats are held for 14:0[23] more\./);

    await wait(bookingPollMs);
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(reads(calls)).toHaveLength(3);
    expect(within(confirmed).getByTestId("booking-reference")).toHaveTextContent("K7F3-9QXA");
    expect(within(confirmed).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Your booking is confirmed",
    );
    expect(confirmed).toHaveTextContent("Keep your reference. You will need it if you contact Acme Tours");
    expect(confirmed).not.toHaveTextContent(/email/i);
    expect(within(confirmed).getByRole("heading", { level: 2 })).toHaveTextContent("Glacier walk");
    expect(within(confirmed).getByTestId("booking-experience")).toHaveTextContent("Glacier walk");
    const when = within(confirmed).getByTestId("booking-when");
    expect(when).toHaveTextContent("Friday, 2 July 2027");
    expect(when).toHaveTextContent("13:00–16:00");
    expect(when).toHaveTextContent("Local time in Reykjavik");
    expect(
      within(confirmed)
        .getAllByTestId("booking-item")
        .map((row) => row.textContent),
    ).toEqual(["2 × Adult25.800 Kr.", "1 × Child6.450 Kr."]);
    expect(within(confirmed).getByTestId("booking-total")).toHaveTextContent("Total32.250 Kr.");
    expect(within(confirmed).getByTestId("booking-paid")).toHaveTextContent("Paid32.250 Kr.");

    // A settled booking is not asked about again.
    await wait(bookingPollMs * 3);
    expect(reads(calls)).toHaveLength(3);
  });

  it("pauses asking while the tab is hidden and asks at once when it is shown", async () => {
    const calls = bookingAnswers(bookingView());
    openBookingPage();
    await screen.findByTestId("booking-waiting");

    setTabHidden(true);
    await wait(bookingPollMs * 3);
    expect(reads(calls)).toHaveLength(1);

    setTabHidden(false);
    await wait(0);
    expect(reads(calls)).toHaveLength(2);
    await wait(bookingPollMs);
    expect(reads(calls).length).toBeGreaterThanOrEqual(3);
  });

  it("says the payment is being confirmed when the booking waits with nowhere left to pay", async () => {
    const calls = bookingAnswers(bookingView({ paymentUrl: null }), confirmedView());
    openBookingPage();
    const confirming = await screen.findByTestId("booking-confirming");
    expect(confirming).toHaveTextContent("Confirming your payment");
    expect(confirming).toHaveTextContent("This usually takes a few seconds.");
    expect(screen.queryByTestId("pay")).not.toBeInTheDocument();
    await wait(bookingPollMs);
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
    expect(reads(calls)).toHaveLength(2);
  });

  it("says an expired booking took no payment, and offers to book again", async () => {
    const calls = bookingAnswers(bookingView({ status: "Expired", expiresAt: null, paymentUrl: null }));
    openBookingPage();
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
    openBookingPage();
    expect(await screen.findByTestId("booking-refunded")).toHaveTextContent(
      "Your payment arrived after the seats were sold; it has been refunded.",
    );
  });

  it("says a failed payment made no booking, and a declined booking who declined it", async () => {
    bookingAnswers(bookingView({ status: "Failed", expiresAt: null, paymentUrl: null }));
    const first = openBookingPage();
    expect(await screen.findByTestId("booking-failed")).toHaveTextContent("The payment did not go through");
    first.unmount();

    bookingAnswers(bookingView({ status: "Declined", expiresAt: null, paymentUrl: null }));
    openBookingPage();
    expect(await screen.findByTestId("booking-declined")).toHaveTextContent(
      "Acme Tours could not accept this booking.",
    );
  });

  it("says when there is no such booking, or the address names none", async () => {
    bookingAnswers({ status: 404, body: { title: "Not found" } });
    const first = openBookingPage();
    expect(await screen.findByTestId("booking-not-found")).toHaveTextContent(
      "We could not find this booking",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We could not find this booking");
    first.unmount();

    bookingAnswers({ status: 400, body: { title: "Invalid id" } });
    openBookingPage();
    expect(await screen.findByTestId("booking-not-found")).toBeInTheDocument();
  });

  it("stops asking once a waiting booking is no longer found", async () => {
    const calls = bookingAnswers(bookingView(), { status: 404, body: { title: "Not found" } });
    openBookingPage();
    await screen.findByTestId("booking-waiting");
    await wait(bookingPollMs);
    expect(await screen.findByTestId("booking-not-found")).toBeInTheDocument();
    await wait(bookingPollMs * 3);
    expect(reads(calls)).toHaveLength(2);
  });

  it("keeps showing a waiting booking when a read fails, and asks again", async () => {
    const calls = bookingAnswers(
      bookingView(),
      { status: 503, body: { title: "Unavailable" } },
      confirmedView(),
    );
    openBookingPage();
    await screen.findByTestId("booking-waiting");
    await wait(bookingPollMs);
    expect(reads(calls)).toHaveLength(2);
    expect(screen.getByTestId("booking-waiting")).toBeInTheDocument();
    expect(screen.queryByTestId("load-error")).not.toBeInTheDocument();
    await wait(bookingPollMs);
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
  });

  it("says when the booking could not be read, and reads it again on request", async () => {
    const calls = bookingAnswers({ status: 500, body: { title: "Internal error" } }, confirmedView());
    openBookingPage();
    const problem = await screen.findByTestId("load-error");
    expect(problem).toHaveAttribute("role", "alert");
    expect(problem).toHaveTextContent("We could not load this.");
    fireEvent.click(within(problem).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
    expect(reads(calls)).toHaveLength(2);
  });

  it("shows the departure and the free-cancellation deadline in the tour's time zone, named", async () => {
    // 22:30 UTC on 2 July is 00:30 on 3 July in Berlin (summer time, UTC+2); the test runs in UTC.
    expect(new Date("2027-07-02T22:30:00.000Z").getHours()).toBe(22);
    bookingAnswers(
      inZone(
        confirmedView({
          start: "2027-07-02T22:30:00.000Z",
          end: "2027-07-03T01:30:00.000Z",
          cancellation: cancellation({ freeUntil: "2027-07-01T22:30:00.000Z" }),
        }),
        "Europe/Berlin",
      ),
    );
    openBookingPage();
    const when = await screen.findByTestId("booking-when");
    expect(when).toHaveTextContent("Saturday, 3 July 2027");
    expect(when).toHaveTextContent("00:30–03:30");
    expect(within(when).getByTestId("booking-zone")).toHaveTextContent("Local time in Berlin");
    expect(when.querySelector("time")).toHaveAttribute("datetime", "2027-07-02T22:30:00.000Z");
    expect(screen.getByTestId("cancellation-terms")).toHaveTextContent(
      "Free cancellation until Friday, 2 July 2027 00:30 (Local time in Berlin).",
    );
  });

  it("confirms in Icelandic", async () => {
    bookingAnswers(confirmedView());
    openBookingPage("IS");
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(confirmed).toHaveTextContent("Bókunin þín er staðfest");
    expect(confirmed).toHaveTextContent("Geymdu bókunarnúmerið.");
    expect(within(confirmed).getByTestId("booking-experience")).toHaveTextContent("Jöklaganga");
    expect(within(confirmed).getAllByTestId("booking-item")[0]).toHaveTextContent("2 × Fullorðinn");
    expect(within(confirmed).getByTestId("booking-when")).toHaveTextContent("föstudagur, 2. júlí 2027");
    expect(within(confirmed).getByTestId("booking-zone")).toHaveTextContent("Staðartími í Reykjavik");
  });

  it("shows expiry and refund in Icelandic", async () => {
    bookingAnswers(
      bookingView({ status: "Expired", expiresAt: null, paymentUrl: null, paid: 32250, refunded: 32250 }),
    );
    openBookingPage("IS");
    expect(await screen.findByTestId("booking-refunded")).toHaveTextContent(
      "Greiðslan þín barst eftir að sætin seldust; hún hefur verið endurgreidd.",
    );
    expect(screen.getByRole("link", { name: "Bóka aftur" })).toHaveAttribute(
      "href",
      "/acme/storefront?lang=is",
    );
  });
});
