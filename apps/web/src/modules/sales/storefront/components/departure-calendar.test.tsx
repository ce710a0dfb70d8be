import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRecordedApi } from "../../../../components/testing/recorded-api";
import {
  atTestNow,
  add,
  dayButton,
  eventReads,
  openExperience,
  openWalk,
  routes,
} from "../testing/experience-steps";
import { adultId, afternoon, childId, laterWalk, soldOutMorning } from "../testing/storefront-fixtures";

atTestNow();

describe("ExperiencePage calendar", { timeout: 20_000 }, () => {
  it("shows another day's departures from the calendar, choosing the only one and capping tickets at the seats", async () => {
    await openWalk();
    fireEvent.click(dayButton(/\b5 July 2027/));

    const rows = await screen.findAllByTestId("departure");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("4 seats left");
    expect(screen.getByTestId(`departure-${laterWalk.id}`)).toBeChecked();
    expect(dayButton(/\b5 July 2027/)).toHaveAttribute("aria-pressed", "true");
    expect(dayButton(/\b2 July 2027/)).toHaveAttribute("aria-pressed", "false");
    expect(dayButton(/\b3 July 2027/)).toBeDisabled();
    add(adultId, 4);
    expect(screen.getByTestId(`quantity-${adultId}`)).toHaveTextContent("4");
    expect(screen.getByTestId(`quantity-${adultId}-more`)).toBeDisabled();
    // Seats taken by one category are not there for another.
    expect(screen.getByTestId(`quantity-${childId}-more`)).toBeDisabled();
  });

  it("strikes out a day whose departures are all sold out", async () => {
    await openWalk({ "GET /acme/api/public/events": [soldOutMorning, laterWalk] });
    const soldOutDay = dayButton(/\b2 July 2027, Sold out/);
    expect(soldOutDay).toHaveAttribute("data-sold-out", "true");
    expect(dayButton(/\b5 July 2027/)).toHaveAttribute("aria-pressed", "true");
  });

  it("opens on the first month with seats when this month has none", async () => {
    // This month only has a sold-out departure; September's walk is the first with seats.
    const september = {
      ...laterWalk,
      id: "5a1f0c4e-0000-4000-8000-0000000000e9",
      start: "2027-09-14T10:00:00.000Z",
      end: "2027-09-14T13:00:00.000Z",
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
    openExperience();

    expect(await screen.findByTestId(`departure-${september.id}`)).toBeChecked();
    expect(screen.getByRole("grid", { name: "September 2027" })).toBeInTheDocument();
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
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByTestId(`departure-${september.id}`)).toBeInTheDocument();
  });

  it("says when no month of the next year has seats, back on this month", async () => {
    const calls = mockRecordedApi(routes({ "GET /acme/api/public/events": [] }));
    openExperience();
    expect(await screen.findByTestId("no-departures-month", {}, { timeout: 5_000 })).toHaveTextContent(
      "No departures with seats in the next 12 months.",
    );
    expect(screen.getByRole("grid", { name: "July 2027" })).toBeInTheDocument();
    // This month is the first there is.
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
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

  it("says when the departures could not be read, and reads them again on request", async () => {
    let fail = true;
    mockRecordedApi(
      routes({
        "GET /acme/api/public/events": () =>
          fail ? { status: 500, body: { title: "Boom" } } : [laterWalk, afternoon, soldOutMorning],
      }),
    );
    openExperience();
    expect(await screen.findByTestId("load-error")).toHaveTextContent("We could not load this.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId(`departure-${afternoon.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId("load-error")).not.toBeInTheDocument();
  });
});
