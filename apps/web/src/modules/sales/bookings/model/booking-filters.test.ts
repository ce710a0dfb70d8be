import { describe, expect, it } from "vitest";
import {
  apiFilter,
  filtersFromParams,
  hasActiveFilters,
  noBookingFilters,
  pageFromParams,
  rangeIsReversed,
  withFilters,
  withPage,
} from "./booking-filters";

const params = (search: string) => new URLSearchParams(search);

describe("booking filters in the address", () => {
  it("reads known values and leaves out those the API would refuse", () => {
    expect(
      filtersFromParams(
        params("q=jon&from=2027-07-01&to=2027-13-40&status=Lost&paymentStatus=Paid&channel=Agent"),
      ),
    ).toEqual({
      ...noBookingFilters,
      q: "jon",
      from: "2027-07-01",
      paymentStatus: "Paid",
      channel: "Agent",
    });
  });

  it("reads the page, 1 when missing or unreadable", () => {
    expect(pageFromParams(params("page=3"))).toBe(3);
    expect(pageFromParams(params("page=0"))).toBe(1);
    expect(pageFromParams(params("page=two"))).toBe(1);
    expect(pageFromParams(params(""))).toBe(1);
  });

  it("writes a changed filter, drops an emptied one and goes back to the first page", () => {
    const next = withFilters(params("status=Pending&channel=Web&page=4&event=x"), {
      status: "Confirmed",
      channel: "",
    });
    expect(next.toString()).toBe("status=Confirmed&event=x");
  });

  it("writes the page, leaving page 1 out of the address", () => {
    expect(withPage(params("q=a"), 2).toString()).toBe("q=a&page=2");
    expect(withPage(params("q=a&page=2"), 1).toString()).toBe("q=a");
  });

  it("knows when any filter is set", () => {
    expect(hasActiveFilters(noBookingFilters)).toBe(false);
    expect(hasActiveFilters({ ...noBookingFilters, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...noBookingFilters, salesUnitId: "u" })).toBe(true);
  });
});

describe("apiFilter", () => {
  it("turns local days into instants of the project's zone, the last day included whole", () => {
    const filters = { ...noBookingFilters, from: "2027-07-01", to: "2027-07-31" };
    expect(apiFilter(filters, "Atlantic/Reykjavik")).toEqual({
      from: "2027-07-01T00:00:00.000Z",
      to: "2027-08-01T00:00:00.000Z",
    });
    expect(apiFilter(filters, "Europe/Berlin")).toEqual({
      from: "2027-06-30T22:00:00.000Z",
      to: "2027-07-31T22:00:00.000Z",
    });
  });

  it("follows a change of offset inside the range", () => {
    // Berlin leaves summer time on 31 October 2027: the range ends at 23:00 UTC, not 22:00.
    expect(apiFilter({ ...noBookingFilters, to: "2027-10-31" }, "Europe/Berlin")).toEqual({
      to: "2027-10-31T23:00:00.000Z",
    });
  });

  it("sends only what is set, the search trimmed", () => {
    expect(
      apiFilter({ ...noBookingFilters, q: "  k7f3 ", status: "Expired", salesUnitId: "u1" }, "UTC"),
    ).toEqual({ q: "k7f3", status: "Expired", salesUnitId: "u1" });
  });

  it("leaves out a last day before the first", () => {
    const reversed = { ...noBookingFilters, from: "2027-07-10", to: "2027-07-01" };
    expect(rangeIsReversed(reversed)).toBe(true);
    expect(apiFilter(reversed, "UTC")).toEqual({ from: "2027-07-10T00:00:00.000Z" });
    expect(rangeIsReversed({ from: "2027-07-01", to: "2027-07-01" })).toBe(false);
  });
});
