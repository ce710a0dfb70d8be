import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { mockApi } from "../../../../components/testing/render-page";
import {
  renderSettingsPage,
  testProject,
  testProjectId,
} from "../../../../components/testing/render-settings-page";
import { AssetsPage } from "./assets-page";

const jeeps: Asset = {
  id: "5b0c2a57-2222-4c2d-8e3f-000000000001",
  projectId: null,
  name: "Super jeep",
  quantity: 4,
  seatsPerUnit: 6,
  description: "Modified for glacier roads",
  usedBy: [{ id: "e1", tag: "glacier-walk", name: "Glacier walk" }],
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
};
const kayaks: Asset = {
  ...jeeps,
  id: "5b0c2a57-2222-4c2d-8e3f-000000000002",
  projectId: testProjectId,
  name: "Kayak",
  quantity: 10,
  seatsPerUnit: 2,
  description: "",
  usedBy: [],
};

afterEach(() => vi.unstubAllGlobals());

async function fillPool(name: string, quantity: string, seats: string) {
  fireEvent.change(await screen.findByTestId("asset-name"), { target: { value: name } });
  fireEvent.change(screen.getByTestId("asset-quantity"), { target: { value: quantity } });
  fireEvent.change(screen.getByTestId("asset-seats-per-unit"), { target: { value: seats } });
}

describe("AssetsPage", () => {
  it("shows an empty state and creates a company-wide pool on the company page", async () => {
    const calls = mockApi({ "GET /acme/api/assets": [], "POST /acme/api/assets": jeeps });
    await renderSettingsPage("tenant", "assets", <AssetsPage level="tenant" />);
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No asset pools yet");
    fireEvent.click(screen.getByTestId("asset-create"));
    await fillPool("Super jeep", "4", "6");
    expect(screen.getByTestId("asset-form-total")).toHaveTextContent("24 seats in total");
    expect(screen.queryByTestId("asset-level")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("asset-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/acme/api/assets",
      body: { name: "Super jeep", projectId: null, quantity: 4, seatsPerUnit: 6, description: "" },
    });
  });

  it("lists the project's and the company-wide pools with total seats, level and experiences", async () => {
    mockApi({
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/glacier/assets": [jeeps, kayaks],
    });
    await renderSettingsPage("project", "assets", <AssetsPage level="project" />);
    const rows = await screen.findAllByTestId("asset-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("asset-total-seats")).toHaveTextContent("24");
    expect(within(rows[0]!).getByTestId("level-badge")).toHaveTextContent("Company-wide");
    expect(within(rows[0]!).getByText("Glacier walk")).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId("asset-total-seats")).toHaveTextContent("20");
    expect(within(rows[1]!).getByTestId("level-badge")).toHaveTextContent("This project");
    expect(within(rows[1]!).getByText("No experiences yet")).toBeInTheDocument();
  });

  it("creates a pool for this project or for the whole company from a project page", async () => {
    const calls = mockApi({
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/glacier/assets": [kayaks],
      "POST /acme/api/glacier/assets": kayaks,
    });
    await renderSettingsPage("project", "assets", <AssetsPage level="project" />);
    fireEvent.click(await screen.findByTestId("asset-create"));
    await fillPool("Kayak", "10", "2");
    fireEvent.click(screen.getByTestId("asset-save"));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));

    await waitFor(() => expect(screen.queryByTestId("asset-form")).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId("asset-create"));
    await fillPool("Guide", "3", "12");
    fireEvent.click(screen.getByTestId("asset-level-tenant"));
    fireEvent.click(screen.getByTestId("asset-save"));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(2));

    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.path)).toEqual(["/acme/api/glacier/assets", "/acme/api/glacier/assets"]);
    expect(posts[0]!.body).toEqual({
      name: "Kayak",
      projectId: testProjectId,
      quantity: 10,
      seatsPerUnit: 2,
      description: "",
    });
    expect(posts[1]!.body).toEqual({
      name: "Guide",
      projectId: null,
      quantity: 3,
      seatsPerUnit: 12,
      description: "",
    });
  });

  it("checks the form against the contract before sending", async () => {
    const calls = mockApi({ "GET /acme/api/assets": [] });
    await renderSettingsPage("tenant", "assets", <AssetsPage level="tenant" />);
    fireEvent.click(await screen.findByTestId("asset-create"));
    await fillPool("  ", "2", "0");
    fireEvent.click(screen.getByTestId("asset-save"));
    expect(await screen.findByText("Value is required")).toBeInTheDocument();
    expect(screen.getByText("The minimum value allowed is 1")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's title when a pool cannot be deleted", async () => {
    const calls = mockApi({
      "GET /acme/api/assets": [jeeps],
      [`DELETE /acme/api/assets/${jeeps.id}`]: {
        status: 409,
        body: { status: 409, title: "Glacier walk still needs this asset pool" },
      },
    });
    await renderSettingsPage("tenant", "assets", <AssetsPage level="tenant" />);
    fireEvent.click(await screen.findByTestId("asset-delete"));
    expect(await screen.findByText(/These experiences need this pool: Glacier walk/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByTestId("delete-error")).toHaveTextContent(
      "Glacier walk still needs this asset pool",
    );
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
    expect(screen.getByTestId("asset-row")).toBeInTheDocument();
  });
});
