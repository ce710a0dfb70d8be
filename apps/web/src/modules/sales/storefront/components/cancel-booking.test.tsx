import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import { mockRecordedApi, type Answer, type RecordedCall } from "../../../../components/testing/recorded-api";
import { SiteProvider } from "../hooks/site-context";
import type { SiteRequest } from "../model/site-page";
import {
  bookingId,
  bookingView,
  cancellation,
  cancelResult,
  company,
  testNow,
} from "../testing/storefront-fixtures";
import { BookingPage } from "./booking-page";

const bookingPath = `/acme/api/public/bookings/${bookingId}`;
const cancelPath = `${bookingPath}/cancel`;
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");
const postedKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));

const paid = (overrides: Partial<PublicBookingView> = {}) =>
  bookingView({
    status: "Confirmed",
    paid: 32250,
    paymentStatus: "Paid",
    paymentUrl: null,
    expiresAt: null,
    cancellation: cancellation({ refund: 32250 }),
    ...overrides,
  });

/** Answers in turn, the last one from then on. */
function inTurn(answers: Answer[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}

/**
 * The booking page of `views` (read in turn); the cancel request answers `answers` in turn.
 * Resolves once the booking is shown.
 */
async function openBooking(
  views: PublicBookingView | PublicBookingView[],
  answers: Answer[] = [],
  language: Language = "EN",
) {
  const calls = mockRecordedApi({
    [`GET ${bookingPath}`]: inTurn(Array.isArray(views) ? views : [views]),
    [`POST ${cancelPath}`]: inTurn(answers),
  });
  const request: SiteRequest = {
    tenant: "acme",
    language,
    requestedLanguage: language === "IS" ? "IS" : undefined,
    layout: "Auto",
    embedded: false,
    origin: "https://book.example",
    path: `/acme/booking/${bookingId}`,
  };
  const rendered = render(
    <SiteProvider request={request}>
      <BookingPage company={company} bookingId={bookingId} />
    </SiteProvider>,
  );
  await screen.findByTestId("booking-summary");
  return { ...rendered, calls };
}

async function openDialog() {
  fireEvent.click(screen.getByTestId("cancel-booking"));
  return screen.findByTestId("cancel-form");
}

function typeEmail(value: string) {
  fireEvent.change(screen.getByTestId("cancel-email"), { target: { value } });
}

/** The dialog is open: the <dialog> element stays in the page, closed, when it is not. */
const dialogOpen = () => screen.getByTestId("cancel-dialog").hasAttribute("open");

beforeEach(() => {
  vi.useFakeTimers({ now: testNow, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("cancelling a booking from its page", { timeout: 20_000 }, () => {
  it("shows the free period and the full refund, asks for the email address, then says it was refunded", async () => {
    const { calls } = await openBooking(paid(), [cancelResult()]);
    const confirmed = screen.getByTestId("booking-confirmed");
    expect(within(confirmed).getByTestId("cancellation-terms")).toHaveTextContent(
      "Free cancellation until Thursday, 1 July 2027 13:00 (Local time in Reykjavik).",
    );
    expect(dialogOpen()).toBe(false);

    const form = await openDialog();
    const dialog = screen.getByRole("dialog");
    expect(dialogOpen()).toBe(true);
    expect(dialog).toHaveAccessibleName("Cancel your booking");
    expect(
      within(dialog).getByRole("heading", { level: 2, name: "Cancel your booking" }),
    ).toBeInTheDocument();
    expect(within(form).getByTestId("cancel-fee")).toHaveTextContent("Kept by Acme Tours0 Kr.");
    expect(within(form).getByTestId("cancel-refund")).toHaveTextContent("Refunded to your card32.250 Kr.");
    const email = within(form).getByLabelText(/Email address/);
    expect(email).toBe(screen.getByTestId("cancel-email"));
    expect(email).toHaveAccessibleDescription("The email address the booking was made with.");
    // The field is focused, and marked for the browser's showModal() to focus it.
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("autofocus");

    fireEvent.submit(form);
    expect(await screen.findByText("Enter the email address the booking was made with")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(posts(calls)).toEqual([]);

    typeEmail("  kari@example.com ");
    fireEvent.submit(form);
    const done = await screen.findByTestId("cancel-done");
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      [cancelPath, { email: "kari@example.com" }],
    ]);
    expect(postedKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Your booking is cancelled");
    expect(within(done).getByTestId("cancel-refund-status")).toHaveTextContent(
      "32.250 Kr. has been refunded to your card.",
    );
    expect(within(done).getByTestId("cancel-refund-status")).toHaveAttribute("role", "status");
    expect(within(done).queryByTestId("cancel-fee-kept")).not.toBeInTheDocument();
    await waitFor(() => expect(within(done).getByTestId("cancel-close")).toHaveFocus());

    fireEvent.click(within(done).getByTestId("cancel-close"));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(screen.queryByTestId("cancel-done")).not.toBeInTheDocument();
    const cancelled = screen.getByTestId("booking-cancelled");
    expect(cancelled).toHaveTextContent("This booking has been cancelled and its seats released.");
    expect(within(cancelled).getByTestId("booking-refunded")).toHaveTextContent("Refunded32.250 Kr.");
    expect(screen.queryByTestId("cancel-booking")).not.toBeInTheDocument();
    // The button that opened the dialog is gone: the focus goes to the page's heading.
    await waitFor(() => expect(within(cancelled).getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it("shows the fee kept inside the fee period and what is kept once cancelled", async () => {
    const late = cancellation({ free: false, fee: 16125, refund: 16125 });
    await openBooking(paid({ cancellation: late }), [
      cancelResult({ fee: 16125, refund: 16125, free: false, refundStatus: "Pending" }),
    ]);
    expect(screen.getByTestId("cancellation-terms")).toHaveTextContent(
      "The free cancellation period has ended: 50% of the price is kept if you cancel.",
    );
    const form = await openDialog();
    expect(within(form).getByTestId("cancel-fee")).toHaveTextContent("16.125 Kr.");
    expect(within(form).getByTestId("cancel-refund")).toHaveTextContent("16.125 Kr.");
    typeEmail("kari@example.com");
    fireEvent.click(screen.getByTestId("cancel-confirm"));
    const done = await screen.findByTestId("cancel-done");
    expect(done).toHaveTextContent("A refund of 16.125 Kr. to your card is on its way.");
    expect(within(done).getByTestId("cancel-fee-kept")).toHaveTextContent(
      "16.125 Kr. was kept under the cancellation policy.",
    );
  });

  it("says when the refund could not be made and the company makes it", async () => {
    await openBooking(paid(), [cancelResult({ refundStatus: "NotMade" })]);
    const form = await openDialog();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refund-status")).toHaveTextContent("Acme Tours");
    expect(screen.getByTestId("cancel-refund-status")).toHaveTextContent("32.250 Kr.");
  });

  it("marks a wrong email address at the field, says why the company must cancel, and keeps one key", async () => {
    const mustContact = paid({ cancellation: cancellation({ allowed: false, refusal: "ContactCompany" }) });
    const { calls } = await openBooking(
      [paid(), mustContact],
      [
        {
          status: 400,
          body: {
            title: "Check the email address",
            errors: { email: ["Enter the email address the booking was made with"] },
          },
        },
        { status: 409, body: { title: "Contact Acme Tours to cancel this booking" } },
      ],
    );
    const form = await openDialog();
    typeEmail("someone@example.com");
    fireEvent.submit(form);
    const email = screen.getByTestId("cancel-email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(
      "The email address the booking was made with. Enter the email address the booking was made with",
    );
    expect(screen.queryByTestId("cancel-refusal")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(1);

    typeEmail("kari@example.com");
    expect(email).not.toHaveAttribute("aria-invalid", "true");
    fireEvent.submit(form);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveAttribute("data-testid", "cancel-refusal");
    expect(refusal).toHaveTextContent("Your booking was not cancelled");
    expect(refusal).toHaveTextContent("Please contact Acme Tours to cancel this booking.");
    expect(screen.getByTestId("cancel-form")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(2);
    const [first, second] = postedKeys();
    expect(second).toBe(first);
    // The conflict was explained by reading the booking again, which the page now shows.
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
    expect(screen.getByTestId("cancel-contact")).toHaveTextContent(
      "To cancel this booking, please contact Acme Tours.",
    );
  });

  it("says a booking cancelled meanwhile is already cancelled, and a departure started is too late", async () => {
    const cancelledMeanwhile = cancelResult().booking;
    await openBooking(
      [paid(), cancelledMeanwhile],
      [{ status: 409, body: { title: "Þessi bókun hefur þegar verið afbókuð" } }],
    );
    let form = await openDialog();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refusal")).toHaveTextContent(
      "This booking is already cancelled.",
    );
    expect(screen.getByTestId("booking-cancelled")).toBeInTheDocument();
    document.body.innerHTML = "";

    const started = paid({ cancellation: cancellation({ allowed: false, refusal: "Started" }) });
    await openBooking([paid(), started], [{ status: 409, body: { title: "any" } }]);
    form = await openDialog();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refusal")).toHaveTextContent(
      "This booking can no longer be cancelled online.",
    );
  });

  it("asks to wait after too many tries", async () => {
    await openBooking(paid(), [{ status: 429, body: { title: "Too many requests" } }]);
    const form = await openDialog();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refusal")).toHaveTextContent(
      "Too many tries in a short time. Please wait a minute and try again.",
    );
  });

  it("says what went wrong when the request does not get through, and tries again", async () => {
    await openBooking(paid(), [{ status: 500, body: { title: "Internal error" } }, cancelResult()]);
    const form = await openDialog();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refusal")).toHaveTextContent(
      "Something went wrong. Check your connection and try again.",
    );
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-done")).toBeInTheDocument();
    expect(screen.queryByTestId("cancel-refusal")).not.toBeInTheDocument();
  });

  it("lets a hold waiting for its payment go, with nothing to refund", async () => {
    const { calls } = await openBooking(bookingView(), [
      cancelResult({
        booking: bookingView({
          status: "Declined",
          cancelledAt: testNow.toISOString(),
          paymentUrl: null,
          expiresAt: null,
          cancellation: cancellation({ allowed: false, refusal: "Cancelled" }),
        }),
        refund: 0,
        refundStatus: "None",
      }),
    ]);
    expect(screen.getByTestId("booking-waiting")).toBeInTheDocument();
    const form = await openDialog();
    expect(within(form).getByTestId("cancel-hold-only")).toHaveTextContent(
      "Nothing has been paid. Your seats will be released.",
    );
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refund-status")).toHaveTextContent("No refund is due.");
    expect(screen.getByTestId("booking-cancelled")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it("closes without cancelling on Keep booking, the close button or Escape", async () => {
    const { calls } = await openBooking(paid());
    await openDialog();
    fireEvent.click(screen.getByTestId("cancel-keep"));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(screen.queryByTestId("cancel-form")).not.toBeInTheDocument();

    await openDialog();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialogOpen()).toBe(false));

    await openDialog();
    // What the browser does on Escape in a modal <dialog>.
    fireEvent(screen.getByTestId("cancel-dialog"), new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(posts(calls)).toEqual([]);
    expect(screen.getByTestId("booking-confirmed")).toBeInTheDocument();
  });

  it("offers no button when the company must cancel, nor once the departure has started", async () => {
    await openBooking(paid({ cancellation: cancellation({ allowed: false, refusal: "ContactCompany" }) }));
    expect(screen.getByTestId("cancel-contact")).toHaveTextContent(
      "To cancel this booking, please contact Acme Tours.",
    );
    expect(screen.queryByTestId("cancel-booking")).not.toBeInTheDocument();
    document.body.innerHTML = "";

    await openBooking(paid({ cancellation: cancellation({ allowed: false, refusal: "Started" }) }));
    expect(screen.getByTestId("cancel-too-late")).toHaveTextContent(
      "This booking can no longer be cancelled online.",
    );
    expect(screen.queryByTestId("cancel-booking")).not.toBeInTheDocument();
  });

  it("speaks Icelandic", async () => {
    await openBooking(paid(), [cancelResult()], "IS");
    expect(screen.getByTestId("cancellation-terms")).toHaveTextContent(
      "Ókeypis afbókun til fimmtudagur, 1. júlí 2027 13:00 (Staðartími í Reykjavik).",
    );
    expect(screen.getByTestId("cancel-booking")).toHaveTextContent("Afbóka");
    const form = await openDialog();
    expect(within(form).getByTestId("cancel-refund")).toHaveTextContent("Endurgreitt á kortið þitt");
    fireEvent.submit(form);
    expect(await screen.findByText("Sláðu inn netfangið sem bókunin var gerð með")).toBeInTheDocument();
    typeEmail("kari@example.com");
    fireEvent.submit(form);
    expect(await screen.findByTestId("cancel-refund-status")).toHaveTextContent(
      "32.250 Kr. hefur verið endurgreitt á kortið þitt.",
    );
  });
});
