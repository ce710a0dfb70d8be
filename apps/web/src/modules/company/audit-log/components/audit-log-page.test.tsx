import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntryView, AuditLogPage as Page } from "@stund/shared/contracts/audit-log";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";
import {
  accessRoutes,
  mockApi,
  renderPage,
  type MockRoutes,
} from "../../../../components/testing/render-page";
import { CompanySettingsLayout } from "../../company-settings/components/company-settings-layout";
import { AuditLogPage } from "./audit-log-page";

/** A company on Berlin's clock, so times visibly move from UTC (10:00Z is 12:00 in June). */
const tenant = {
  id: "t1",
  identifier: "acme",
  name: "Acme Tours",
  companyInfo: {
    address: "",
    postalCode: "",
    city: "",
    email: "",
    phone: "",
    companySsn: "",
    website: "",
  },
  billingInfo: { companySsn: "", countryCode: "IS", email: "" },
  settings: { ...defaultTenantSettings, timeZone: "Europe/Berlin" },
  logo: null,
  isDeleted: false,
  isActivated: true,
  createdAt: "2026-01-01T00:00:00Z",
} as Tenant;

const capacity: AuditEntryView = {
  id: "a1",
  at: "2027-06-01T10:00:00.123456Z",
  actorId: "u1",
  actorName: "Anna",
  area: "Capacity",
  action: "EventCapacityChanged",
  subjectType: "Event",
  subjectId: "e1",
  subjectLabel: "Whale Watching 2027-06-01 10:00",
  projectId: "p1",
  projectName: "Glacier Tours",
  before: { capacity: 10, status: "Active" },
  after: { capacity: 14, status: "Active" },
};
const novel: AuditEntryView = {
  ...capacity,
  id: "a2",
  actorId: null,
  actorName: "System",
  area: "Access",
  action: "SomethingNew",
  subjectType: "Widget",
  subjectId: null,
  subjectLabel: "Mystery",
  projectId: null,
  projectName: null,
  before: null,
  after: null,
};
const refund: AuditEntryView = {
  ...capacity,
  id: "a3",
  area: "Money",
  action: "RefundIssued",
  subjectType: "Booking",
  subjectId: "b1",
  subjectLabel: "K7F39QXA",
  before: { refunded: 0 },
  after: { amount: 129, currency: "ISK", refunded: 129 },
};

const page = (entries: AuditEntryView[], nextCursor: string | null = null): Page => ({ entries, nextCursor });

function api(log: MockRoutes[string], extra: MockRoutes = {}) {
  return mockApi({
    ...accessRoutes(["Owner"]),
    "GET /acme/api/tenants/current": tenant,
    "GET /acme/api/audit-log/actors": [{ id: "u1", name: "Anna" }],
    "GET /acme/api/audit-log": log,
    ...extra,
  });
}

/** The query strings the page asked the log with, in order. */
const logQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.startsWith("/acme/api/audit-log?"))
    .map((url) => new URLSearchParams(url.split("?")[1]));

const open = () => renderPage("/acme/settings/audit-log", "/:tenant/settings/audit-log", <AuditLogPage />);

afterEach(() => vi.unstubAllGlobals());

describe("AuditLogPage", () => {
  it("lists changes with the time on the company's clock, the action in words and a link to the subject", async () => {
    api(page([capacity, novel]));
    await open();
    const rows = await screen.findAllByTestId("audit-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("01/06/2027 12:00");
    expect(rows[0]).toHaveTextContent("Anna");
    expect(rows[0]).toHaveTextContent("Departure capacity changed");
    expect(within(rows[0]!).getByTestId("audit-area")).toHaveTextContent("Capacity");
    expect(within(rows[0]!).getByTestId("audit-subject-link")).toHaveAttribute(
      "href",
      "/acme/p1/edit-singular-event/e1",
    );
    // An action this console does not know is shown by its own name; the system by the word.
    expect(rows[1]).toHaveTextContent("SomethingNew");
    expect(rows[1]).toHaveTextContent("System");
    expect(within(rows[1]!).queryByTestId("audit-subject-link")).toBeNull();
  });

  it("opens a change with its values before and after side by side, the changed ones marked", async () => {
    api(page([capacity]));
    await open();
    fireEvent.click(await screen.findByTestId("audit-row"));
    const values = await screen.findByTestId("audit-values");
    const rows = within(values).getAllByTestId("audit-value-row");
    expect(rows.map((row) => row.textContent)).toEqual(["CapacityChanged1014", "StatusActiveActive"]);
    expect(rows[0]).toHaveAttribute("data-changed", "true");
    expect(rows[1]).not.toHaveAttribute("data-changed");
    expect(screen.getByTestId("audit-drawer-link")).toHaveAttribute(
      "href",
      "/acme/p1/edit-singular-event/e1",
    );
  });

  it("loads the next entries by the cursor of the last page", async () => {
    let calls = 0;
    api(() => (calls++ === 0 ? page([capacity], "2027-06-01T10:00:00.123456Z~a1") : page([refund])));
    await open();
    expect(await screen.findAllByTestId("audit-row")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("audit-load-more"));
    await waitFor(() => expect(screen.getAllByTestId("audit-row")).toHaveLength(2));
    expect(screen.queryByTestId("audit-load-more")).toBeNull();
    expect(logQueries().map((query) => query.get("cursor"))).toEqual([
      null,
      "2027-06-01T10:00:00.123456Z~a1",
    ]);
  });

  it("asks for the chosen area, days on the company's clock and text, and offers to clear a filter that finds nothing", async () => {
    api((): Page => page(logQueries().length > 1 ? [] : [capacity]));
    await open();
    await screen.findAllByTestId("audit-row");
    fireEvent.click(screen.getByRole("radio", { name: "Money" }));
    fireEvent.change(screen.getByTestId("audit-from"), { target: { value: "2027-06-01" } });
    fireEvent.change(screen.getByTestId("audit-to"), { target: { value: "2027-06-02" } });
    fireEvent.change(screen.getByTestId("audit-search"), { target: { value: "K7F3" } });
    await waitFor(() => expect(logQueries().at(-1)?.get("search")).toBe("K7F3"));
    const last = logQueries().at(-1)!;
    expect(last.get("area")).toBe("Money");
    expect(last.get("from")).toBe("2027-05-31T22:00:00.000Z");
    expect(last.get("to")).toBe("2027-06-02T22:00:00.000Z");
    expect(await screen.findByTestId("audit-no-match")).toHaveTextContent("No entries match");
    fireEvent.click(screen.getByTestId("audit-filters-clear"));
    await waitFor(() => expect(logQueries().at(-1)?.get("area")).toBeNull());
  });

  it("says so when nothing has been recorded yet", async () => {
    api(page([]));
    await open();
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("Nothing recorded yet");
    expect(screen.queryByTestId("audit-filters-clear")).toBeNull();
  });

  it("shows an error with a retry when the log cannot be read", async () => {
    api({ status: 500, body: { title: "Boom" } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this");
  });

  it("shows cards instead of the table at phone width", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
    api(page([refund]));
    await open();
    const card = await screen.findByTestId("audit-card");
    expect(card).toHaveTextContent("Refund made");
    expect(within(card).getByTestId("audit-subject-link")).toHaveAttribute("href", "/acme/p1/bookings/b1");
    expect(screen.queryByTestId("audit-table")).toBeNull();
  });
});

describe("the audit log in the company settings' navigation", () => {
  const layout = () =>
    renderPage(
      "/acme/settings/informations/personal-information",
      "/:tenant/settings/*",
      <CompanySettingsLayout />,
    );

  it("is there for an Owner and an Administrator", async () => {
    for (const role of ["Owner", "ApplicationAdministrator"] as const) {
      mockApi(accessRoutes([role]));
      const view = await layout();
      const nav = await screen.findByTestId("company-settings-nav");
      expect(await within(nav).findByTestId("subnav-audit-log")).toHaveAttribute(
        "href",
        "/acme/settings/audit-log",
      );
      view.unmount();
    }
  });

  it("is not there for a manager", async () => {
    mockApi(accessRoutes(["ApplicationManager"]));
    await layout();
    const nav = await screen.findByTestId("company-settings-nav");
    expect(await within(nav).findByTestId("subnav-informations")).toBeInTheDocument();
    expect(within(nav).queryByTestId("subnav-audit-log")).toBeNull();
  });
});
