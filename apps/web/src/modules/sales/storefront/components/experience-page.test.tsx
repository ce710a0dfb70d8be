import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockRecordedApi, type RecordedCall, type Routes } from "../../../../components/testing/recorded-api";
import { leaveForPayment } from "../api/leave-for-payment";
import {
  adultId,
  afternoon,
  bookingId,
  childId,
  company,
  glacierWalk,
  hotelFieldId,
  laterWalk,
  participantFieldId,
  soldOutMorning,
  testNow,
  walkId,
} from "../testing/storefront-fixtures";
import { openStorefront } from "../testing/render-storefront";

vi.mock("../api/leave-for-payment", () => ({ leaveForPayment: vi.fn() }));

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const created = {
  id: bookingId,
  reference: "K7F3-9QXA",
  status: "Pending",
  expiresAt: "2027-07-01T08:15:00.000Z",
  total: 32250,
  currency: "ISK",
  paymentUrl: "https://pay.example/checkout/abc",
};

function routes(extra: Routes = {}): Routes {
  return {
    "GET /acme/api/public/company": company,
    "GET /acme/api/public/experiences/glacier-walk": glacierWalk,
    "GET /acme/api/public/events": [laterWalk, afternoon, soldOutMorning],
    ...extra,
  };
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");
const eventReads = (calls: RecordedCall[]) => calls.filter((call) => call.path === "/acme/api/public/events");
const postedKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));

async function openWalk(extra: Routes = {}, url = "/acme/storefront/glacier-walk") {
  const calls = mockRecordedApi(routes(extra));
  const view = await openStorefront(url);
  await screen.findAllByTestId("departure");
  return { ...view, calls };
}

function add(categoryId: string, times: number) {
  for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByTestId(`quantity-${categoryId}-more`));
}

function fillDetails() {
  fireEvent.change(screen.getByTestId("customer-name"), { target: { value: "  Anna Jónsdóttir " } });
  fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna@example.is" } });
  fireEvent.change(screen.getByTestId(`question-${hotelFieldId}`), { target: { value: "Hotel Borg" } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: testNow });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(leaveForPayment).mockClear();
  localStorage.clear();
});

describe("ExperiencePage checkout", { timeout: 20_000 }, () => {
  it("books two adults and a child with the right body and key, then sends the customer to pay", async () => {
    const { calls } = await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: created } });

    expect(screen.getByRole("heading", { level: 1, name: "Glacier walk" })).toBeInTheDocument();
    // The rest of this month, from now, in the browser's zone.
    const range = eventReads(calls)[0]!.query;
    expect(range.get("experienceId")).toBe(walkId);
    expect(range.get("from")).toBe("2027-07-01T08:00:00.000Z");
    expect(range.get("to")).toBe("2027-08-01T00:00:00.000Z");

    // The first day with seats is shown: its sold-out morning cannot be chosen.
    expect(screen.getAllByTestId("departure").map((row) => row.textContent)).toEqual([
      expect.stringContaining("09:00–12:00"),
      expect.stringContaining("13:00–16:00"),
    ]);
    expect(screen.getByTestId(`departure-${soldOutMorning.id}`)).toBeDisabled();
    expect(screen.getAllByTestId("departure")[0]).toHaveTextContent("Sold out");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 seats left");
    expect(screen.getByText("Times are in your time zone (UTC).")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 2);
    add(childId, 1);
    expect(screen.getByTestId("total")).toHaveTextContent("32.250 Kr.");
    expect(screen.getByTestId("running-total")).toHaveTextContent("3 seats");
    fillDetails();
    // Per-participant questions are not asked at checkout.
    expect(screen.queryByTestId(`question-${participantFieldId}`)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByRole("button", { name: "Book and pay 32.250 Kr." }));

    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith("https://pay.example/checkout/abc"));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.path).toBe("/acme/api/public/bookings");
    expect(posts(calls)[0]!.body).toEqual({
      items: [
        { eventId: afternoon.id, ticketCategoryId: adultId, quantity: 2 },
        { eventId: afternoon.id, ticketCategoryId: childId, quantity: 1 },
      ],
      customer: { name: "Anna Jónsdóttir", email: "anna@example.is", language: "EN" },
      answers: [{ fieldId: hotelFieldId, value: "Hotel Borg" }],
      acceptTerms: true,
    });
    expect(postedKeys()[0]).toMatch(uuidShape);
  });

  it("books nothing until the terms and the refund policy are accepted, and shows them on request", async () => {
    const { calls } = await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: created } });
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Accept the terms and the refund policy to book")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId("read-terms"));
    const dialog = await screen.findByRole("dialog", { name: "Terms of Acme Tours" });
    expect(dialog).toHaveTextContent("Bookings are binding once paid.");
    expect(dialog).toHaveTextContent("Full refund up to 24 hours before departure.");
  });

  it("asks for a departure, a ticket, a name, an email and the required answers before booking", async () => {
    const { calls } = await openWalk();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Choose a departure")).toBeInTheDocument();
    expect(screen.getByTestId("tickets-problem")).toHaveTextContent("Choose at least one ticket");
    expect(screen.getByTestId("customer-name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("customer-email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId(`question-${hotelFieldId}`)).toHaveAttribute("aria-invalid", "true");
    expect(posts(calls)).toHaveLength(0);
  });

  it("says how many seats are left when the departure fills up meanwhile, and reads the seats again", async () => {
    let seats = 11;
    const { calls } = await openWalk({
      "GET /acme/api/public/events": () => [{ ...afternoon, available: seats }, soldOutMorning],
      "POST /acme/api/public/bookings": () => {
        seats = 2;
        return { status: 409, body: { title: "Not enough seats left", available: 2 } };
      },
    });
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 3);
    fillDetails();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByTestId("checkout-refusal")).toHaveTextContent(
      "Only 2 seats left. Choose fewer tickets or another departure.",
    );
    await waitFor(() => expect(eventReads(calls)).toHaveLength(2));
    expect(await screen.findByText("2 seats left")).toBeInTheDocument();
    expect(screen.getByTestId(`quantity-${adultId}-more`)).toBeDisabled();
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it("puts the server's field messages next to the fields", async () => {
    await openWalk({
      "POST /acme/api/public/bookings": {
        status: 400,
        body: { title: "Check the answers", errors: { "customer.email": ["Enter a valid email address"] } },
      },
    });
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Value is not a valid email address")).toBeInTheDocument();
    expect(screen.getByTestId("customer-email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("checkout-refusal")).toHaveTextContent("Please check your details");
  });

  it("shows the confirmation at once for a booking with nothing to pay", async () => {
    const free = { ...created, status: "Confirmed", total: 0, paymentUrl: null, expiresAt: null };
    const { router } = await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: free } });
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/acme/booking/${bookingId}`));
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it("shows another day's departures from the calendar, choosing the only one and capping tickets at the seats", async () => {
    await openWalk();
    fireEvent.click(screen.getByRole("button", { name: "5 July 2027" }));

    const rows = await screen.findAllByTestId("departure");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("4 seats left");
    expect(screen.getByTestId(`departure-${laterWalk.id}`)).toBeChecked();
    expect(screen.getByRole("button", { name: "3 July 2027" })).toBeDisabled();
    add(adultId, 4);
    expect(screen.getByTestId(`quantity-${adultId}`)).toHaveTextContent("4");
    expect(screen.getByTestId(`quantity-${adultId}-more`)).toBeDisabled();
  });

  it("opens on the first month with seats when this month has none", async () => {
    // This month only has a sold-out departure; September's walk is the first with seats.
    const september = {
      ...laterWalk,
      id: "5a1f0c4e-0000-4000-8000-0000000000e9",
      start: "2027-09-14T10:00:00.000Z",
    };
    const calls = mockRecordedApi(
      routes({
        "GET /acme/api/public/events": ({ query }) => {
          const from = query.get("from")!;
          if (from.startsWith("2027-07")) return [soldOutMorning];
          return from.startsWith("2027-09") ? [september] : [];
        },
      }),
    );
    await openStorefront("/acme/storefront/glacier-walk");

    expect(await screen.findByTestId(`departure-${september.id}`)).toBeChecked();
    expect(screen.getByText("September 2027")).toBeInTheDocument();
    expect(eventReads(calls).map((call) => call.query.get("from"))).toEqual([
      "2027-07-01T08:00:00.000Z",
      "2027-08-01T00:00:00.000Z",
      "2027-09-01T00:00:00.000Z",
    ]);
    expect(screen.queryByTestId("no-departures-month")).not.toBeInTheDocument();

    // Once the customer turns a month themselves, it stays where they put it.
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByTestId("no-departures-month")).toHaveTextContent(
      "No departures in October 2027. Try the next month.",
    );
  });

  it("says when no month of the next year has seats, back on this month", async () => {
    const calls = mockRecordedApi(routes({ "GET /acme/api/public/events": [] }));
    await openStorefront("/acme/storefront/glacier-walk");
    expect(await screen.findByTestId("no-departures-month", {}, { timeout: 5_000 })).toHaveTextContent(
      "No departures with seats in the next 12 months.",
    );
    expect(screen.getByText("July 2027")).toBeInTheDocument();
    // Twelve months looked through, then this month's seats read again.
    const froms = eventReads(calls).map((call) => call.query.get("from"));
    expect(froms).toHaveLength(13);
    expect(froms[11]).toBe("2028-06-01T00:00:00.000Z");
    expect(froms[12]).toBe("2027-07-01T08:00:00.000Z");

    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByTestId("no-departures-month")).toHaveTextContent(
      "No departures in August 2027. Try the next month.",
    );
  });

  it("says when the experience is not on sale", async () => {
    mockRecordedApi(routes());
    await openStorefront("/acme/storefront/gone");
    const message = await screen.findByTestId("experience-not-found");
    expect(message).toHaveTextContent("This experience is not on sale");
    expect(within(message).getByRole("link", { name: "See all experiences" })).toHaveAttribute(
      "href",
      "/acme/storefront",
    );
  });

  it("speaks Icelandic with ?lang=is and tells the customer so in the booking", async () => {
    const { calls } = await openWalk(
      { "POST /acme/api/public/bookings": { status: 201, body: created } },
      "/acme/storefront/glacier-walk?lang=is",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Jöklaganga" })).toBeInTheDocument();
    expect(screen.getAllByTestId("departure")[0]).toHaveTextContent("Uppselt");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 sæti laus");
    expect(
      screen.getByText(
        "Ókeypis afbókun þar til 24 klukkustundum fyrir brottför; eftir það er 50% verðsins haldið eftir.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    expect(screen.getByLabelText(/Ég samþykki skilmálana og endurgreiðslustefnuna/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByRole("button", { name: "Bóka og greiða 12.900 Kr." }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ customer: { language: "IS" } });
  });
});
