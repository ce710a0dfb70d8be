import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RecordedCall } from "../../../../components/testing/recorded-api";
import { leaveForPayment } from "../api/leave-for-payment";
import {
  atTestNow,
  add,
  checkout,
  dayButton,
  departureTimes,
  eventReads,
  fillBooking,
  fillDetails,
  openWalk,
} from "../testing/experience-steps";
import {
  adultId,
  afternoon,
  bookingId,
  childId,
  glacierWalk,
  hotelFieldId,
  participantFieldId,
  soldOutMorning,
  walkId,
} from "../testing/storefront-fixtures";

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

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");
const postedKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));

atTestNow();

afterEach(() => {
  vi.mocked(leaveForPayment).mockClear();
});

describe("ExperiencePage checkout", { timeout: 20_000 }, () => {
  it("books two adults and a child with the right body and key, then sends the customer to pay", async () => {
    const { calls } = await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: created } });

    expect(screen.getByRole("heading", { level: 1, name: "Glacier walk" })).toBeInTheDocument();
    // The rest of this month, from now, in the tour's zone.
    const range = eventReads(calls)[0]!.query;
    expect(range.get("experienceId")).toBe(walkId);
    expect(range.get("from")).toBe("2027-07-01T08:00:00.000Z");
    expect(range.get("to")).toBe("2027-08-01T00:00:00.000Z");

    // The first day with seats is shown: its sold-out morning cannot be chosen.
    expect(dayButton(/\b2 July 2027/)).toHaveAttribute("aria-pressed", "true");
    expect(departureTimes()).toEqual(["09:00–12:00", "13:00–16:00"]);
    expect(screen.getByTestId(`departure-${soldOutMorning.id}`)).toBeDisabled();
    expect(screen.getAllByTestId("departure")[0]).toHaveTextContent("Sold out");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 seats left");
    expect(within(checkout()).getByText("Times are local time in Reykjavik.")).toBeInTheDocument();

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
    // Public requests send no cookie, so a visitor's console session never comes along.
    for (const [, init] of vi.mocked(fetch).mock.calls) expect(init?.credentials).toBe("omit");
  });

  it("sends a retry with the same Idempotency-Key, and the next booking with a new one", async () => {
    const answers = [
      { status: 503, body: { title: "Unavailable" } },
      { status: 201, body: created },
      { status: 201, body: created },
    ];
    let next = 0;
    await openWalk({ "POST /acme/api/public/bookings": () => answers[next++]! });
    fillBooking();

    fireEvent.click(screen.getByTestId("book"));
    expect(await screen.findByTestId("checkout-refusal")).toHaveTextContent(
      "Something went wrong. Check your connection and try again.",
    );
    expect(leaveForPayment).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId("book"));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("checkout-refusal")).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId("book"));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledTimes(2));

    const [first, retry, another] = postedKeys();
    expect(first).toMatch(uuidShape);
    expect(retry).toBe(first);
    expect(another).toMatch(uuidShape);
    expect(another).not.toBe(first);
  });

  it("books nothing until the terms and the refund policy are accepted, and shows them on request", async () => {
    const { calls } = await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: created } });
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Accept the terms and the refund policy to book")).toBeInTheDocument();
    expect(screen.getByTestId("accept-terms")).toHaveAttribute("aria-invalid", "true");
    expect(posts(calls)).toHaveLength(0);

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("read-terms"));
    const dialog = await screen.findByRole("dialog", { name: "Terms of Acme Tours" });
    expect(dialog).toHaveTextContent("Bookings are binding once paid.");
    expect(dialog).toHaveTextContent("Full refund up to 24 hours before departure.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId("accept-terms"));
    expect(screen.queryByText("Accept the terms and the refund policy to book")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("book"));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it("asks for a departure, a ticket, a name, an email and the required answers before booking", async () => {
    const { calls } = await openWalk();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Choose a departure")).toBeInTheDocument();
    expect(screen.getByTestId("tickets-problem")).toHaveTextContent("Choose at least one ticket");
    for (const testId of ["customer-name", "customer-email", `question-${hotelFieldId}`]) {
      expect(screen.getByTestId(testId)).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByTestId(testId)).toHaveAccessibleDescription(
        expect.stringContaining("Value is required"),
      );
    }
    // The phone and the diet are optional.
    expect(screen.getByTestId("customer-phone")).not.toHaveAttribute("aria-invalid");

    fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna@example" } });
    expect(screen.getByTestId("customer-email")).toHaveAccessibleDescription(
      expect.stringContaining("Value is not a valid email address"),
    );
    fireEvent.change(screen.getByTestId("customer-name"), { target: { value: "Anna" } });
    expect(screen.getByTestId("customer-name")).not.toHaveAttribute("aria-invalid");
    expect(posts(calls)).toHaveLength(0);
  });

  it("tells about a field once it has been left, before the customer tries to book", async () => {
    await openWalk();
    expect(screen.getByTestId("customer-email")).not.toHaveAttribute("aria-invalid");
    fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna" } });
    fireEvent.blur(screen.getByTestId("customer-email"));
    expect(screen.getByTestId("customer-email")).toHaveAccessibleDescription(
      expect.stringContaining("Value is not a valid email address"),
    );
    // Fields not visited yet say nothing.
    expect(screen.getByTestId("customer-name")).not.toHaveAttribute("aria-invalid");
  });

  it("asks for at least a category's minimum of tickets", async () => {
    const groups = {
      ...glacierWalk,
      ticketCategories: glacierWalk.ticketCategories.map((category) =>
        category.id === childId ? { ...category, minPerBooking: 2 } : category,
      ),
    };
    const { calls } = await openWalk({}, { experience: groups });
    expect(screen.getAllByTestId("ticket-row")[1]).toHaveTextContent("2 to 50 per booking");
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(childId, 1);
    fillDetails();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("The minimum value allowed is 2")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    add(childId, 1);
    expect(screen.queryByText("The minimum value allowed is 2")).not.toBeInTheDocument();
  });

  it("asks for the same in Icelandic on an Icelandic page", async () => {
    const groups = {
      ...glacierWalk,
      ticketCategories: glacierWalk.ticketCategories.map((category) =>
        category.id === childId ? { ...category, minPerBooking: 2 } : category,
      ),
    };
    const { calls } = await openWalk(
      {},
      { experience: groups, url: "/acme/storefront/glacier-walk?lang=is" },
    );
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Veldu brottför")).toBeInTheDocument();
    expect(screen.getByTestId("tickets-problem")).toHaveTextContent("Veldu að minnsta kosti einn miða");
    expect(screen.getByTestId("customer-name")).toHaveAccessibleDescription(
      expect.stringContaining("Reitur er nauðsynlegur"),
    );
    expect(screen.getByTestId(`question-${hotelFieldId}`)).toHaveAccessibleDescription(
      expect.stringContaining("Reitur er nauðsynlegur"),
    );
    expect(screen.getByText("Samþykktu skilmálana og endurgreiðslustefnuna til að bóka")).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna@" } });
    expect(screen.getByTestId("customer-email")).toHaveAccessibleDescription(
      expect.stringContaining("Gildið er ekki gilt netfang"),
    );
    add(childId, 1);
    expect(screen.getByText("Lægsta leyfilega gildi er 2")).toBeInTheDocument();
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
    // The departure stays chosen, with the seats just read.
    const chosen = await screen.findByTestId(`departure-${afternoon.id}`);
    await waitFor(() => expect(chosen.closest("label")).toHaveTextContent("2 seats left"));
    expect(chosen).toBeChecked();
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
    fillBooking();
    fireEvent.click(screen.getByTestId("book"));

    expect(await screen.findByText("Value is not a valid email address")).toBeInTheDocument();
    expect(screen.getByTestId("customer-email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("checkout-refusal")).toHaveTextContent("Please check your details");

    // A changed field is the customer's answer to the message.
    fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna@example.com" } });
    expect(screen.getByTestId("customer-email")).not.toHaveAttribute("aria-invalid");
  });

  it("shows the confirmation at once for a booking with nothing to pay", async () => {
    const free = { ...created, status: "Confirmed", total: 0, paymentUrl: null, expiresAt: null };
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    await openWalk({ "POST /acme/api/public/bookings": { status: 201, body: free } });
    fillBooking();
    fireEvent.click(screen.getByTestId("book"));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/acme/booking/${bookingId}`));
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it("goes on to the booking's page inside the widget's frame, in the language and layout it was opened with", async () => {
    const free = { ...created, status: "Confirmed", total: 0, paymentUrl: null, expiresAt: null };
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    await openWalk(
      { "POST /acme/api/public/bookings": { status: 201, body: free } },
      { url: "/acme/storefront/glacier-walk?embed=1&lang=is&layout=Single&project=north" },
    );
    fillBooking();
    fireEvent.click(screen.getByTestId("book"));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/acme/booking/${bookingId}?lang=is&embed=1&layout=Single&project=north`,
      ),
    );
  });

  it("speaks Icelandic with ?lang=is and tells the customer so in the booking", async () => {
    const { calls } = await openWalk(
      { "POST /acme/api/public/bookings": { status: 201, body: created } },
      { url: "/acme/storefront/glacier-walk?lang=is" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Jöklaganga" })).toBeInTheDocument();
    expect(screen.getAllByTestId("departure")[0]).toHaveTextContent("Uppselt");
    expect(screen.getAllByTestId("departure")[1]).toHaveTextContent("11 sæti laus");
    expect(within(checkout()).getByText("Tímar eru staðartími í Reykjavik.")).toBeInTheDocument();
    expect(screen.getByRole("grid", { name: "júlí 2027" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Ókeypis afbókun þar til 24 klukkustundum fyrir brottför; eftir það er 50% verðsins haldið eftir.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Sjá allar upplifanir/ })).toHaveAttribute(
      "href",
      "/acme/storefront?lang=is",
    );
    fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
    add(adultId, 1);
    fillDetails();
    expect(screen.getByLabelText(/Ég samþykki skilmálana og endurgreiðslustefnuna/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("accept-terms"));
    fireEvent.click(screen.getByRole("button", { name: "Bóka og greiða 12.900 Kr." }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ customer: { language: "IS" } });
    const [, post] = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(new Headers(post?.headers).get("accept-language")).toBe("is-IS");
  });
});
