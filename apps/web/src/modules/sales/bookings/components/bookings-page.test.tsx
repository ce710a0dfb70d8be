import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RecordedCall } from "../../../../components/testing/recorded-api";
import { recordSavedFiles } from "../../../../components/testing/saved-files";
import { glacierWalkId } from "../../../../components/testing/experience-fixtures";
import { bookingId, bookingSummary } from "../testing/booking-fixtures";
import { bookingRoutes, openBookings, projectInZone } from "../testing/render-bookings";

const listPath = "/acme/api/glacier/bookings";
const listReads = (calls: RecordedCall[]) => calls.filter((c) => c.method === "GET" && c.path === listPath);
const page = (items = [bookingSummary()], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 25,
});

/** The export's answer; it names no file, so the page saves it under the spec's export.csv. */
const exportFile = ["Reference"];

afterEach(() => vi.unstubAllGlobals());

describe("BookingsPage", { timeout: 20_000 }, () => {
  it("asks for the filters in the address, days on the project's clock, and shows the rows", async () => {
    const { calls } = await openBookings(
      `/acme/glacier/bookings?from=2027-07-01&to=2027-07-31&status=Confirmed&experienceId=${glacierWalkId}&page=2`,
      bookingRoutes(
        {},
        { ...projectInZone("Europe/Berlin"), [`GET ${listPath}`]: page([bookingSummary()], 30, 2) },
      ),
    );
    const row = await screen.findByTestId("booking-row");
    await waitFor(() => expect(listReads(calls)).toHaveLength(1));
    const query = listReads(calls)[0]!.query;
    expect(query.get("from")).toBe("2027-06-30T22:00:00.000Z");
    expect(query.get("to")).toBe("2027-07-31T22:00:00.000Z");
    expect(query.get("status")).toBe("Confirmed");
    expect(query.get("experienceId")).toBe(glacierWalkId);
    expect(query.get("page")).toBe("2");
    expect(query.get("pageSize")).toBe("25");

    expect(row).toHaveTextContent("K7F3-9QXA");
    expect(row).toHaveTextContent("Jón Jónsson");
    expect(within(row).getByTestId("booking-departure")).toHaveTextContent("01/07/2027 11:00");
    expect(row).toHaveTextContent("Glacier walk");
    expect(within(row).getByTestId("booking-money")).toHaveTextContent("32.250 Kr.");
    expect(within(row).getByTestId("booking-status")).toHaveTextContent("Confirmed");
    expect(within(row).getByTestId("booking-payment-status")).toHaveTextContent("Paid");
    expect(row).toHaveTextContent("Public · Front desk");
    expect(screen.getByTestId("bookings-range")).toHaveTextContent("26–30 of 30");
    expect(screen.getByTestId("booking-status-filter")).toHaveValue("Confirmed");
    expect(screen.getByTestId("booking-from")).toHaveValue("2027-07-01");
  });

  it("writes a chosen filter into the address and starts again at the first page", async () => {
    const { calls, router } = await openBookings(
      "/acme/glacier/bookings?page=2",
      bookingRoutes({}, { [`GET ${listPath}`]: page([bookingSummary()], 30, 2) }),
    );
    await screen.findByTestId("booking-row");
    fireEvent.click(screen.getByTestId("booking-payment-filter"));
    fireEvent.click(await screen.findByRole("option", { name: "Unpaid", hidden: true }));
    await waitFor(() => expect(listReads(calls).at(-1)?.query.get("paymentStatus")).toBe("Unpaid"));
    expect(listReads(calls).at(-1)?.query.get("page")).toBe("1");
    expect(router.state.location.search).toBe("?paymentStatus=Unpaid");

    fireEvent.click(screen.getByTestId("booking-sales-unit-filter"));
    fireEvent.click(await screen.findByRole("option", { name: "Front desk", hidden: true }));
    await waitFor(() => expect(listReads(calls).at(-1)?.query.get("salesUnitId")).toBeTruthy());
    expect(router.state.location.search).toContain("salesUnitId=");
  });

  it("searches once typing settles and keeps the search in the address", async () => {
    const { calls, router } = await openBookings(
      "/acme/glacier/bookings",
      bookingRoutes({}, { [`GET ${listPath}`]: page() }),
    );
    await screen.findByTestId("booking-row");
    fireEvent.change(screen.getByTestId("booking-search"), { target: { value: "j" } });
    fireEvent.change(screen.getByTestId("booking-search"), { target: { value: "jon" } });
    await waitFor(() => expect(listReads(calls).at(-1)?.query.get("q")).toBe("jon"));
    expect(listReads(calls).filter((c) => c.query.has("q"))).toHaveLength(1);
    expect(router.state.location.search).toBe("?q=jon");
  });

  it("pages through the bookings", async () => {
    const { calls, router } = await openBookings(
      "/acme/glacier/bookings",
      bookingRoutes(
        {},
        { [`GET ${listPath}`]: (call) => page([bookingSummary()], 60, Number(call.query.get("page"))) },
      ),
    );
    await screen.findByTestId("booking-row");
    expect(screen.getByTestId("bookings-range")).toHaveTextContent("1–25 of 60");
    fireEvent.click(within(screen.getByTestId("bookings-pagination")).getByRole("button", { name: "2" }));
    await waitFor(() => expect(listReads(calls).at(-1)?.query.get("page")).toBe("2"));
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByText("26–50 of 60")).toBeInTheDocument();
  });

  it("exports the CSV with the same filters as the list, without the page, as export.csv", async () => {
    const saved = recordSavedFiles();
    const { calls } = await openBookings(
      "/acme/glacier/bookings?q=jon&from=2027-07-01&channel=Agent&page=3",
      bookingRoutes({}, { [`GET ${listPath}`]: page([], 0, 1), [`GET ${listPath}/export.csv`]: exportFile }),
    );
    await screen.findByTestId("bookings-no-match");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(["export.csv"]));
    const exportCall = calls.find((call) => call.path === `${listPath}/export.csv`)!;
    expect(Object.fromEntries(exportCall.query)).toEqual({
      q: "jon",
      from: "2027-07-01T00:00:00.000Z",
      channel: "Agent",
    });
  });

  it("opens a booking when its row is clicked", async () => {
    const { router } = await openBookings(
      "/acme/glacier/bookings?status=Confirmed",
      bookingRoutes({}, { [`GET ${listPath}`]: page() }),
    );
    fireEvent.click(within(await screen.findByTestId("booking-row")).getByText("Jón Jónsson"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/acme/glacier/bookings/${bookingId}`));
    expect(router.state.location.state).toEqual({ listSearch: "?status=Confirmed" });
  });

  it("says there are no bookings yet and points to quick booking", async () => {
    await openBookings("/acme/glacier/bookings", bookingRoutes({}, { [`GET ${listPath}`]: page([], 0) }));
    expect(await screen.findByTestId("bookings-empty")).toHaveTextContent("No bookings yet");
    expect(await screen.findByTestId("bookings-quick-booking")).toHaveAttribute(
      "href",
      "/acme/glacier/quick-booking",
    );
  });

  it("tells when nothing matches and clears the filters", async () => {
    const { router } = await openBookings(
      "/acme/glacier/bookings?status=Failed",
      bookingRoutes({}, { [`GET ${listPath}`]: (call) => (call.query.has("status") ? page([], 0) : page()) }),
    );
    expect(await screen.findByTestId("bookings-no-match")).toHaveTextContent("No bookings match");
    fireEvent.click(
      within(screen.getByTestId("bookings-no-match")).getByRole("button", { name: "Clear filters" }),
    );
    expect(await screen.findByTestId("booking-row")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("shows an error with a retry when the bookings cannot be loaded", async () => {
    let failures = 1;
    const { calls } = await openBookings(
      "/acme/glacier/bookings",
      bookingRoutes(
        {},
        { [`GET ${listPath}`]: () => (failures-- > 0 ? { status: 500, body: { title: "Boom" } } : page()) },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("booking-row")).toBeInTheDocument();
    expect(listReads(calls)).toHaveLength(2);
  });

  it("shows a skeleton while the first page loads", async () => {
    await openBookings(
      "/acme/glacier/bookings",
      bookingRoutes({}, { [`GET ${listPath}`]: () => new Promise(() => {}) }),
    );
    expect(await screen.findByTestId("bookings-loading")).toBeInTheDocument();
  });

  it("flags a last day before the first and leaves it out of the request", async () => {
    const { calls } = await openBookings(
      "/acme/glacier/bookings?from=2027-07-10&to=2027-07-01",
      bookingRoutes({}, { [`GET ${listPath}`]: page() }),
    );
    expect(await screen.findByText("Must not be before the first date")).toBeInTheDocument();
    await waitFor(() => expect(listReads(calls)).toHaveLength(1));
    expect(listReads(calls)[0]!.query.has("to")).toBe(false);
  });

  it("shows cards in Icelandic on a phone", async () => {
    await openBookings("/acme/glacier/bookings", bookingRoutes({}, { [`GET ${listPath}`]: page() }), {
      language: "IS",
      width: 390,
    });
    expect(await screen.findByRole("heading", { name: "Bókanir" })).toBeInTheDocument();
    expect(await screen.findByTestId("booking-cards")).toBeInTheDocument();
    expect(screen.queryByTestId("bookings-table")).not.toBeInTheDocument();
    const card = screen.getByTestId("booking-row");
    expect(card).toHaveTextContent("3 sæti");
    expect(card).toHaveTextContent("Jöklaganga");
    expect(within(card).getByTestId("booking-status")).toHaveTextContent("Staðfest");
    expect(within(card).getByTestId("booking-payment-status")).toHaveTextContent("Greitt");
    expect(card).toHaveAttribute("href", `/acme/glacier/bookings/${bookingId}`);
    expect(screen.getByRole("button", { name: "Sækja CSV-skrá" })).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Síur" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(screen.getByTestId("booking-status-filter")).toBeVisible());
  });
});
