import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { adultId, experience, experienceId, experienceSummary, template } from "../testing/events-fixtures";
import { pageRoutes, renderEventsPage } from "../testing/render-events-page";
import { TemplateEditorPage } from "./template-editor-page";

afterEach(() => vi.unstubAllGlobals());

describe("TemplateEditorPage", { timeout: 20_000 }, () => {
  it("creates a template with weekly times and no experience", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      "GET /acme/api/glacier/experiences": [experienceSummary],
      "POST /acme/api/glacier/event-templates": { status: 201, body: template },
    });
    await renderEventsPage("/acme/glacier/create-template", "create-template", <TemplateEditorPage />);
    fireEvent.click(await screen.findByTestId("template-save"));
    expect(await screen.findByText("Value is required")).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("template-name"), { target: { value: "Evening lights" } });
    fireEvent.change(screen.getByTestId("template-capacity"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Sat" }));
    fireEvent.change(screen.getByTestId("slot-times-all-input-hours"), { target: { value: "21" } });
    fireEvent.change(screen.getByTestId("slot-times-all-input-minutes"), { target: { value: "00" } });
    fireEvent.click(screen.getByTestId("slot-times-all-add"));
    fireEvent.click(screen.getByTestId("template-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Evening lights",
      experienceId: null,
      durationMinutes: null,
      capacity: 20,
      cutoffMinutes: null,
      priceOverrides: {},
      assetNeeds: [],
      slots: [{ weekday: "Saturday", times: ["21:00"] }],
      note: "",
    });
    expect(await screen.findByTestId("elsewhere")).toBeInTheDocument();
  });

  it("edits a template's price for a ticket category of its experience", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      "GET /acme/api/glacier/experiences": [experienceSummary],
      [`GET /acme/api/glacier/experiences/${experienceId}`]: experience,
      [`GET /acme/api/glacier/event-templates/${template.id}`]: template,
      [`PUT /acme/api/glacier/event-templates/${template.id}`]: template,
    });
    await renderEventsPage(
      `/acme/glacier/edit-template/${template.id}`,
      "edit-template/:id",
      <TemplateEditorPage />,
    );
    expect(await screen.findByTestId("template-name")).toHaveValue("Morning walk");
    fireEvent.click(screen.getByText("Price overrides (optional)"));
    fireEvent.change(await screen.findByTestId(`price-override-${adultId}`), { target: { value: "9900" } });
    fireEvent.click(screen.getByTestId("template-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      name: "Morning walk",
      experienceId,
      capacity: 12,
      priceOverrides: { [adultId]: { price: 9900, channelPrices: {} } },
      slots: [{ weekday: "Saturday", times: ["10:00"] }],
    });
  });
});
