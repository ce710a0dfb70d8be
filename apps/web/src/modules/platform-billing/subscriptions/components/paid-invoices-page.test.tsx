import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Invoice } from "@stund/shared/contracts/billing";
import { recordSavedFiles } from "../../../../components/testing/saved-files";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { PaidInvoicesPage } from "./paid-invoices-page";

afterEach(() => vi.unstubAllGlobals());

const invoice: Invoice = {
  id: "inv_1",
  number: "ST-2026-0001",
  status: "paid",
  currency: "EUR",
  periodStart: "2026-03-01T00:00:00Z",
  periodEnd: "2026-04-01T00:00:00Z",
  issuedAt: "2026-03-01T00:00:00Z",
  paidAt: "2026-03-01T00:05:00Z",
  total: 1249.5,
  lines: [{ kind: "subscription", description: "Standard plan", amount: 1249.5 }],
};

const open = () =>
  renderPage(
    "/acme/settings/subscription/paid-invoices",
    "/:tenant/settings/subscription/paid-invoices",
    <PaidInvoicesPage />,
  );

describe("PaidInvoicesPage", () => {
  it("lists the month's invoices with number, period, total, status and a download", async () => {
    const saved = recordSavedFiles();
    const calls = mockApi({
      "GET /acme/api/subscriptions/navision": ["ST-2026-0001"],
      "GET /acme/api/rapyd/invoices": [invoice],
      "GET /acme/api/rapyd/upcoming/invoices": { ...invoice, id: "inv_2", status: "draft", total: 49 },
    });
    await open();
    const row = within(await screen.findByTestId("invoice-row-inv_1"));
    expect(row.getByTestId("invoice-number")).toHaveTextContent("Invoice ST-2026-0001");
    expect(row.getByTestId("invoice-period")).toHaveTextContent("Period: 01/03/2026 – 01/04/2026");
    expect(row.getByTestId("invoice-total")).toHaveTextContent("1.249,50 €");
    expect(row.getByTestId("invoice-status")).toHaveTextContent("Paid");
    fireEvent.click(row.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith("navision?invoiceId=inv_1")),
    ).toBe(true);
    expect(await screen.findByTestId("upcoming-invoice-total")).toHaveTextContent("49,00 €");
    const fetched = calls.find((call) => call.path === "/acme/api/rapyd/invoices");
    expect(fetched).toBeDefined();
    expect(
      vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes(`date=${dayjs().format("YYYY-MM")}`)),
    ).toBe(true);
  });

  it("has empty states for a month without invoices and no upcoming invoice", async () => {
    mockApi({ "GET /acme/api/rapyd/invoices": [], "GET /acme/api/rapyd/upcoming/invoices": null });
    await open();
    expect(await screen.findByTestId("empty-state")).toHaveTextContent(
      "There are no paid invoices for this month.",
    );
    expect(await screen.findByTestId("upcoming-invoice-empty")).toHaveTextContent(
      "There is no upcoming invoice.",
    );
  });
});
