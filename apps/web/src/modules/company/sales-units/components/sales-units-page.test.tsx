import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project, SalesUnit } from "@stund/shared/contracts/projects";
import { accessRoutes, mockApi, renderPage } from "../../../../components/testing/render-page";
import { SalesUnitsPage } from "./sales-units-page";

const projectId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";
const project: Project = {
  id: projectId,
  identifier: "glacier",
  name: "Glacier",
  description: "",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};
const desk: SalesUnit = {
  id: "9a3e4b1c-1111-4c2d-8e3f-000000000001",
  projectId,
  name: "Harbour desk",
  channel: "Kiosk",
  paymentMethods: ["Card", "Cash"],
  receiptText: "Thank you",
};

const open = () =>
  renderPage(
    "/acme/glacier/settings/sales-units",
    "/:tenant/:project/settings/sales-units",
    <SalesUnitsPage />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("SalesUnitsPage", () => {
  it("shows an empty state and creates a sales unit from the modal", async () => {
    const calls = mockApi({
      ...accessRoutes(["Owner"]),
      "GET /acme/api/project/glacier": project,
      "GET /acme/api/salesunit": [],
      "POST /acme/api/salesunit": { id: "new" },
    });
    await open();
    expect(await screen.findByTestId("empty-state")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("sales-unit-create"));
    fireEvent.change(await screen.findByTestId("sales-unit-name"), { target: { value: "Web shop" } });
    fireEvent.click(screen.getByTestId("sales-unit-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      projectId,
      name: "Web shop",
      channel: "Public",
      paymentMethods: ["Card", "Cash"],
      receiptText: "",
    });
  });

  it("lists sales units with their channel and payment methods", async () => {
    mockApi({
      ...accessRoutes(["Owner"]),
      "GET /acme/api/project/glacier": project,
      "GET /acme/api/salesunit": [desk],
    });
    await open();
    expect(await screen.findByText("Harbour desk")).toBeInTheDocument();
    expect(screen.getByTestId("sales-unit-row-channel")).toHaveTextContent("Kiosk");
    expect(screen.getByText("Cash")).toBeInTheDocument();
  });
});
