import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordedCall } from "../../../../components/testing/recorded-api";
import {
  adultId,
  bookedAnswer,
  childId,
  closedAfternoon,
  early,
  hotelFieldId,
  morning,
  nameFieldId,
  testNow,
  walkSummary,
} from "../testing/quick-booking-fixtures";
import { deskRoutes, openDesk, postedHeaders } from "../testing/render-quick-booking";

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");
const eventReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === "GET" && call.path === "/acme/api/glacier/events");

async function chooseWalk() {
  fireEvent.click(await screen.findByTestId("experience-select"));
  fireEvent.click(await screen.findByRole("option", { name: "Glacier walk", hidden: true }));
  await screen.findAllByTestId("departure");
}

function add(categoryId: string, times: number) {
  for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByTestId(`quantity-${categoryId}-more`));
}

function answerHotel(value: string) {
  fireEvent.change(screen.getByTestId(`question-${hotelFieldId}`), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: testNow });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("QuickBookingPage", { timeout: 20_000 }, () => {
  it("books two adults and a child in cash and shows the receipt", async () => {
    const { calls } = await openDesk(
      deskRoutes({ "POST /acme/api/glacier/bookings": { status: 201, body: bookedAnswer() } }),
    );
    expect(await screen.findByTestId("experience-select")).toHaveFocus();
    await chooseWalk();

    // Today's departures of the walk in the project's zone, earliest first.
    const range = eventReads(calls).at(-1)!.query;
    expect(range.get("from")).toBe("2027-07-01T00:00:00.000Z");
    expect(range.get("to")).toBe("2027-07-02T00:00:00.000Z");
    expect(screen.getAllByTestId("departure").map((row) => row.textContent)).toEqual([
      expect.stringContaining("07:00"),
      expect.stringContaining("10:00"),
      expect.stringContaining("14:00"),
    ]);
    expect(screen.getByTestId(`departure-${early.id}`)).toBeDisabled();
    expect(screen.getByTestId(`departure-${closedAfternoon.id}`)).toBeDisabled();
    expect(screen.getAllByTestId("departure")[2]).toHaveTextContent("Closed");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 seats left");

    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    add(adultId, 2);
    add(childId, 1);
    expect(screen.getByTestId("total")).toHaveTextContent("32.250 Kr.");
    expect(screen.getByTestId("running-total")).toHaveTextContent("3 seats");
    fireEvent.change(screen.getByTestId("customer-name"), { target: { value: "Jón Jónsson" } });
    answerHotel("Hotel Borg");
    // Per-participant questions are not asked at the desk.
    expect(screen.queryByTestId(`question-${nameFieldId}`)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("submit-booking"));

    const receipt = await screen.findByTestId("booking-receipt");
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({ path: "/acme/api/glacier/bookings" });
    expect(posts(calls)[0]!.body).toEqual({
      items: [
        { eventId: morning.id, ticketCategoryId: adultId, quantity: 2 },
        { eventId: morning.id, ticketCategoryId: childId, quantity: 1 },
      ],
      customer: { name: "Jón Jónsson" },
      answers: [{ fieldId: hotelFieldId, value: "Hotel Borg" }],
      paymentMethod: "Cash",
      overbook: false,
    });
    const firstKey = postedHeaders()[0]!.get("Idempotency-Key");
    expect(firstKey).toMatch(uuidShape);

    expect(within(receipt).getByTestId("receipt-reference")).toHaveTextContent("K7F3-9QXA");
    expect(within(receipt).getByTestId("receipt-departure")).toHaveTextContent(
      "Glacier walk · 01/07/2027 10:00",
    );
    expect(
      within(receipt)
        .getAllByTestId("receipt-item")
        .map((row) => row.textContent),
    ).toEqual(["2 × Adult (12.900 Kr.)25.800 Kr.", "1 × Child (6.450 Kr.)6.450 Kr."]);
    expect(within(receipt).getByTestId("receipt-vat")).toHaveTextContent("VAT 11% of 29.054 Kr.3.196 Kr.");
    expect(within(receipt).getByTestId("receipt-total")).toHaveTextContent("32.250 Kr.");
    expect(within(receipt).getByTestId("receipt-payment")).toHaveTextContent("Paid in cash");
    expect(within(receipt).getByTestId("new-booking")).toHaveFocus();

    // A new booking keeps the experience and the date, starts empty and has a key of its own.
    fireEvent.click(within(receipt).getByTestId("new-booking"));
    expect(await screen.findByTestId("booking-form")).toBeInTheDocument();
    expect(screen.getByTestId("experience-select")).toHaveValue("Glacier walk");
    expect(screen.getByTestId("date-input")).toHaveValue("2027-07-01");
    expect(screen.getByTestId(`quantity-${adultId}`)).toHaveValue("0");
    expect(screen.getByTestId(`departure-${morning.id}`)).not.toBeChecked();
    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    add(adultId, 1);
    answerHotel("Hotel Saga");
    fireEvent.click(screen.getByTestId("payment-unpaid"));
    fireEvent.click(screen.getByTestId("submit-booking"));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.body).toMatchObject({ customer: {}, paymentMethod: "Unknown" });
    const secondKey = postedHeaders()[1]!.get("Idempotency-Key");
    expect(secondKey).toMatch(uuidShape);
    expect(secondKey).not.toBe(firstKey);
  });

  it("says how many seats are left when the departure filled up, refreshes it and retries with the same key", async () => {
    let answer: unknown = { status: 409, body: { title: "Not enough seats left", available: 2 } };
    const { calls } = await openDesk(
      deskRoutes({ "POST /acme/api/glacier/bookings": () => answer as never }),
    );
    await chooseWalk();
    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    add(adultId, 3);
    answerHotel("Hotel Borg");
    const readsBefore = eventReads(calls).length;
    fireEvent.click(screen.getByTestId("submit-booking"));

    expect(await screen.findByTestId("booking-refused")).toHaveTextContent("Only 2 seats left");
    await waitFor(() => expect(eventReads(calls).length).toBeGreaterThan(readsBefore));
    expect(screen.queryByTestId("booking-receipt")).not.toBeInTheDocument();

    answer = { status: 201, body: bookedAnswer({ seats: 2 }) };
    fireEvent.click(screen.getByTestId(`quantity-${adultId}-fewer`));
    fireEvent.click(screen.getByTestId("submit-booking"));
    expect(await screen.findByTestId("booking-receipt")).toBeInTheDocument();
    const [first, second] = postedHeaders();
    expect(second!.get("Idempotency-Key")).toBe(first!.get("Idempotency-Key"));
  });

  it("does not send a booking without its required answer, a departure or a ticket", async () => {
    const { calls } = await openDesk(deskRoutes());
    await chooseWalk();
    fireEvent.click(screen.getByTestId("submit-booking"));
    expect(await screen.findByText("Choose a departure")).toBeInTheDocument();
    expect(screen.getByTestId(`question-${hotelFieldId}`)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Value is required")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    answerHotel("Hotel Borg");
    fireEvent.click(screen.getByTestId("submit-booking"));
    expect(await screen.findByTestId("booking-problem")).toHaveTextContent("Choose at least one ticket");

    // Each category stops at the seats left, but together they can ask for more.
    add(adultId, 12);
    expect(screen.getByTestId(`quantity-${adultId}`)).toHaveValue("11");
    expect(screen.getByTestId(`quantity-${adultId}-more`)).toBeDisabled();
    add(childId, 1);
    fireEvent.click(screen.getByTestId("submit-booking"));
    await waitFor(() =>
      expect(screen.getByTestId("booking-problem")).toHaveTextContent("Only 11 seats left"),
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it("puts the server's answer errors next to the question", async () => {
    await openDesk(
      deskRoutes({
        "POST /acme/api/glacier/bookings": {
          status: 400,
          body: {
            title: "Check the answers",
            errors: { [`answers.${hotelFieldId}`]: ["Value is required"], items: ["Adult: too many"] },
          },
        },
      }),
    );
    await chooseWalk();
    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    add(adultId, 1);
    answerHotel("Hotel Borg");
    fireEvent.click(screen.getByTestId("submit-booking"));
    expect(await screen.findByTestId("booking-refused")).toHaveTextContent("Adult: too many");
    expect(screen.getByTestId(`question-${hotelFieldId}`)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Value is required")).toBeInTheDocument();
  });

  it("moves through the fields with Enter instead of sending the form", async () => {
    const { calls } = await openDesk(deskRoutes());
    await chooseWalk();
    const name = screen.getByTestId("customer-name");
    name.focus();
    fireEvent.keyDown(name, { key: "Enter" });
    expect(screen.getByTestId("customer-email")).toHaveFocus();
    const hotel = screen.getByTestId(`question-${hotelFieldId}`);
    hotel.focus();
    fireEvent.keyDown(hotel, { key: "Enter" });
    expect(screen.getByTestId("payment-cash")).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId("payment-cash"), { key: "Enter" });
    expect(screen.getByTestId("submit-booking")).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it("links to creating an experience when none is published", async () => {
    await openDesk(
      deskRoutes({ "GET /acme/api/glacier/experiences": [{ ...walkSummary, status: "Draft" }] }),
    );
    expect(await screen.findByTestId("no-experiences")).toHaveTextContent(
      "There are no published experiences to book yet.",
    );
    expect(screen.getByTestId("create-experience")).toHaveAttribute(
      "href",
      "/acme/glacier/create-experience",
    );
  });

  it("says when the day has no departures and lets the date change", async () => {
    const { calls } = await openDesk(deskRoutes({ "GET /acme/api/glacier/events": [] }));
    await chooseWalkWithoutDepartures();
    expect(await screen.findByTestId("no-departures")).toHaveTextContent("No departures on this day.");
    expect(screen.getByRole("link", { name: "Create events" })).toHaveAttribute(
      "href",
      "/acme/glacier/create-events/glacier-walk",
    );
    fireEvent.click(screen.getByRole("button", { name: "Next day" }));
    expect(screen.getByTestId("date-input")).toHaveValue("2027-07-02");
    await waitFor(() => expect(eventReads(calls).at(-1)!.query.get("from")).toBe("2027-07-02T00:00:00.000Z"));
  });

  it("shows an error with a retry when the experiences cannot be loaded", async () => {
    await openDesk(
      deskRoutes({ "GET /acme/api/glacier/experiences": { status: 500, body: { title: "Boom" } } }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("speaks Icelandic on a phone", async () => {
    await openDesk(deskRoutes(), { language: "IS", width: 390 });
    expect(await screen.findByRole("heading", { name: "Hraðbókun" })).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId("experience-select"));
    fireEvent.click(await screen.findByRole("option", { name: "Jöklaganga", hidden: true }));
    await screen.findAllByTestId("departure");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 sæti laus");
    expect(screen.getAllByTestId("departure")[2]).toHaveTextContent("Lokað fyrir sölu");
    expect(screen.getByText("Miðar")).toBeInTheDocument();
    expect(screen.getByText("Fullorðinn")).toBeInTheDocument();
    expect(screen.getByText("Hótel til að sækja")).toBeInTheDocument();
    expect(screen.getByLabelText("Reiðufé (greitt núna)")).toBeChecked();
    expect(screen.getByTestId("submit-booking")).toHaveTextContent("Bóka · 0 Kr.");
  });
});

async function chooseWalkWithoutDepartures() {
  fireEvent.click(await screen.findByTestId("experience-select"));
  fireEvent.click(await screen.findByRole("option", { name: "Glacier walk", hidden: true }));
}

describe("QuickBookingPage card payments", { timeout: 20_000 }, () => {
  const pending = bookedAnswer({
    status: "Pending",
    paid: 0,
    paymentStatus: "Unpaid",
    paymentMethod: "Card",
    customer: { name: "Jón Jónsson", email: "jon@example.com" },
  });

  async function bookWith(choice: string) {
    await chooseWalk();
    fireEvent.click(screen.getByTestId(`departure-${morning.id}`));
    add(adultId, 2);
    add(childId, 1);
    answerHotel("Hotel Borg");
    fireEvent.click(screen.getByTestId(choice));
    fireEvent.click(screen.getByTestId("submit-booking"));
    return screen.findByTestId("booking-receipt");
  }

  it("sends a payment link: the booking is held and the broker's link is shown to copy or email", async () => {
    const link = {
      transactionId: "t1",
      amount: 32250,
      currency: "ISK",
      paymentUrl: "https://pay.example.com/link/abc",
      expiresAt: "2027-07-02T10:00:00.000Z",
    };
    const { calls } = await openDesk(
      deskRoutes({
        "POST /acme/api/glacier/bookings": { status: 201, body: pending },
        [`POST /acme/api/paymentsettings/link/${pending.id}`]: { status: 200, body: link },
      }),
    );
    const receipt = await bookWith("payment-link-choice");
    expect(posts(calls)[0]!.body).toMatchObject({ paymentMethod: "Card" });
    expect(within(receipt).getByTestId("receipt-payment")).toHaveTextContent(
      "Waiting for payment: 32.250 Kr.",
    );
    const shown = await within(receipt).findByTestId("payment-link");
    expect(within(shown).getByRole("textbox")).toHaveValue(link.paymentUrl);
    expect(within(shown).getByRole("link", { name: /Email it/ })).toHaveAttribute(
      "href",
      expect.stringContaining("mailto:jon%40example.com?subject="),
    );
  });

  it("says so when the company's broker has no payment links", async () => {
    await openDesk(
      deskRoutes({
        "POST /acme/api/glacier/bookings": { status: 201, body: pending },
        [`POST /acme/api/paymentsettings/link/${pending.id}`]: {
          status: 409,
          body: { title: "Payment links are only possible with Rapyd or Teya", status: 409 },
        },
      }),
    );
    const receipt = await bookWith("payment-link-choice");
    expect(await within(receipt).findByTestId("payment-link-error")).toHaveTextContent(
      "Payment links are only possible with Rapyd or Teya",
    );
  });

  it("opens the broker's card page for the customer at the desk", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const { calls } = await openDesk(
      deskRoutes({
        "POST /acme/api/glacier/bookings": { status: 201, body: pending },
        "POST /acme/api/paymentsettings/ticket": {
          status: 200,
          body: {
            transactionId: "t2",
            amount: 32250,
            currency: "ISK",
            paymentUrl: "http://localhost/pay/t2",
            expiresAt: null,
          },
        },
      }),
    );
    const receipt = await bookWith("payment-card");
    fireEvent.click(within(receipt).getByTestId("open-card-payment"));
    await waitFor(() => expect(open).toHaveBeenCalledWith("http://localhost/pay/t2", "_blank", "noopener"));
    expect(posts(calls).at(-1)).toMatchObject({
      path: "/acme/api/paymentsettings/ticket",
      body: { bookingId: pending.id },
    });
  });
});
