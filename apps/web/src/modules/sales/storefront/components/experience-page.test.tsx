import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRecordedApi } from "../../../../components/testing/recorded-api";
import {
  atTestNow,
  checkout,
  dayButton,
  departureTimes,
  eventReads,
  openExperience,
  openWalk,
  routes,
} from "../testing/experience-steps";
import { afternoon, glacierWalk, laterWalk, soldOutMorning } from "../testing/storefront-fixtures";

atTestNow();

describe("ExperiencePage times", { timeout: 20_000 }, () => {
  it("shows days and times in the zone where the tour happens, not the reader's", async () => {
    // New York is four hours behind UTC in July; the test process runs in UTC.
    const lateEvening = {
      ...afternoon,
      id: "5a1f0c4e-0000-4000-8000-0000000000e4",
      start: "2027-07-03T02:00:00.000Z",
      end: "2027-07-03T05:00:00.000Z",
    };
    const { calls } = await openWalk(
      { "GET /acme/api/public/events": [afternoon, soldOutMorning, lateEvening] },
      { experience: { ...glacierWalk, timeZone: "America/New_York" } },
    );

    // This month in New York ends at its midnight, 04:00 UTC.
    const range = eventReads(calls)[0]!.query;
    expect(range.get("from")).toBe("2027-07-01T08:00:00.000Z");
    expect(range.get("to")).toBe("2027-08-01T04:00:00.000Z");

    // 02:00 UTC on 3 July is still 2 July in New York, in the evening.
    expect(dayButton(/\b2 July 2027/)).toHaveAttribute("aria-pressed", "true");
    expect(dayButton(/\b3 July 2027/)).toBeDisabled();
    expect(departureTimes()).toEqual(["05:00–08:00", "09:00–12:00", "22:00–01:00"]);
    expect(within(checkout()).getByText("Times are local time in New York.")).toBeInTheDocument();
    expect(screen.queryByText(/Reykjavik/)).not.toBeInTheDocument();
  });

  it("lists the next departures in the tour's zone, with their seats", () => {
    mockRecordedApi(routes());
    const soldOutLater = {
      ...laterWalk,
      id: "5a1f0c4e-0000-4000-8000-0000000000e5",
      available: 0,
      soldOut: true,
    };
    openExperience({
      experience: { ...glacierWalk, timeZone: "Europe/Berlin" },
      upcoming: [afternoon, laterWalk, soldOutLater],
    });

    const section = screen.getByTestId("upcoming-departures");
    expect(within(section).getByRole("heading", { name: "Next departures" })).toBeInTheDocument();
    expect(section).toHaveTextContent("Times are local time in Berlin.");
    const rows = within(section).getAllByTestId("upcoming-departure");
    // Berlin is two hours ahead of UTC in July.
    expect(rows[0]).toHaveTextContent(/2 July 2027, 15:00 · 11 seats left/);
    expect(rows[1]).toHaveTextContent(/5 July 2027, 12:00 · 4 seats left/);
    expect(rows[2]).toHaveTextContent(/5 July 2027, 12:00 · Sold out/);
    expect(rows[0]!.querySelector("time")).toHaveAttribute("datetime", afternoon.start);
    // A sold-out departure cannot be chosen.
    expect(within(rows[0]!).getByRole("button", { name: "Choose" })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when no departure is coming up", () => {
    mockRecordedApi(routes());
    openExperience({ upcoming: [] });
    expect(screen.getByTestId("upcoming-departures")).toHaveTextContent(
      "No departures with seats are on sale right now.",
    );
  });
});

describe("ExperiencePage next departures", { timeout: 20_000 }, () => {
  it("chooses a departure from the list in the booking form", async () => {
    await openWalk({}, { upcoming: [afternoon, laterWalk] });
    const rows = screen.getAllByTestId("upcoming-departure");

    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Choose" }));
    expect(await screen.findByTestId(`departure-${laterWalk.id}`)).toBeChecked();
    expect(dayButton(/\b5 July 2027/)).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Choose" }));
    expect(await screen.findByTestId(`departure-${afternoon.id}`)).toBeChecked();
    expect(dayButton(/\b2 July 2027/)).toHaveAttribute("aria-pressed", "true");
  });

  it("chooses the same departure again after the customer looked at another day", async () => {
    await openWalk({}, { upcoming: [laterWalk] });
    const choose = screen.getByRole("button", { name: "Choose" });
    fireEvent.click(choose);
    expect(await screen.findByTestId(`departure-${laterWalk.id}`)).toBeChecked();

    fireEvent.click(dayButton(/\b2 July 2027/));
    expect(await screen.findByTestId(`departure-${afternoon.id}`)).toBeInTheDocument();
    fireEvent.click(choose);
    expect(await screen.findByTestId(`departure-${laterWalk.id}`)).toBeChecked();
    expect(dayButton(/\b5 July 2027/)).toHaveAttribute("aria-pressed", "true");
  });

  it("turns the calendar to a chosen departure's month and reads it", async () => {
    const september = {
      ...laterWalk,
      id: "5a1f0c4e-0000-4000-8000-0000000000e9",
      start: "2027-09-14T10:00:00.000Z",
      end: "2027-09-14T13:00:00.000Z",
    };
    const { calls } = await openWalk(
      {
        "GET /acme/api/public/events": ({ query }) =>
          query.get("from")!.startsWith("2027-09") ? [september] : [afternoon, soldOutMorning, laterWalk],
      },
      { upcoming: [afternoon, september] },
    );
    const rows = screen.getAllByTestId("upcoming-departure");
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Choose" }));

    expect(await screen.findByTestId(`departure-${september.id}`)).toBeChecked();
    expect(screen.getByRole("grid", { name: "September 2027" })).toBeInTheDocument();
    expect(dayButton(/\b14 September 2027/)).toHaveAttribute("aria-pressed", "true");
    expect(eventReads(calls).at(-1)!.query.get("from")).toBe("2027-09-01T00:00:00.000Z");
  });
});

describe("ExperiencePage pictures", () => {
  it("shows the experience's picture first, in AVIF or WebP at the page's sizes, with its width and height", () => {
    mockRecordedApi(routes());
    openExperience();
    const hero = screen.getByTestId("experience-details").querySelector("picture")!;
    const sources = [...hero.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toContain("/files/glacier-960.avif 960w");
    expect(sources[1]!.getAttribute("srcset")).toContain("/files/glacier-960.webp 960w");
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 992px) 540px, 100vw");
    const image = hero.querySelector("img")!;
    expect(image).toHaveAttribute("src", "https://images.example/glacier.jpg");
    expect(image).toHaveAttribute("width", "2400");
    expect(image).toHaveAttribute("height", "1600");
    // The page's main picture is loaded first.
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("links back to all experiences", () => {
    mockRecordedApi(routes());
    openExperience();
    expect(screen.getByRole("link", { name: /See all experiences/ })).toHaveAttribute(
      "href",
      "/acme/storefront",
    );
    expect(screen.getByTestId("company-home")).toHaveTextContent("Acme Tours");
  });
});
