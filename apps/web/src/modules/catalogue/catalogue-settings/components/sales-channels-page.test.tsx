import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { renderSettingsPage } from "../../../../components/testing/render-settings-page";
import { SalesChannelsPage } from "./sales-channels-page";

const open = () => renderSettingsPage("tenant", "sales-channels", <SalesChannelsPage />);
const switchOf = (channel: string) => screen.getByTestId(`sales-channel-${channel}`) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe("SalesChannelsPage", () => {
  it("shows the five channels with their explanations and saves the changed set", async () => {
    const calls = mockApi({
      "GET /acme/api/sales-channels": { enabled: ["Public", "Web"], experiencesUsingDisabled: [] },
      "PUT /acme/api/sales-channels": {
        enabled: ["Public", "Web", "Kiosk"],
        experiencesUsingDisabled: [
          { id: "e1", tag: "glacier-walk", name: "Glacier walk", disabledChannels: ["Agent"] },
        ],
      },
    });
    await open();
    await screen.findByTestId("sales-channels-form");
    expect(screen.getByText("Partner websites that book through the API.")).toBeInTheDocument();
    expect(screen.getByText("Resellers such as hotels and travel agencies.")).toBeInTheDocument();
    expect(screen.getByText(/ticket categories/)).toBeInTheDocument();
    expect(switchOf("Public").checked).toBe(true);
    expect(switchOf("Kiosk").checked).toBe(false);
    expect(screen.getByTestId("sales-channels-save")).toBeDisabled();

    fireEvent.click(switchOf("Kiosk"));
    expect(screen.getByTestId("sales-channels-save")).toBeEnabled();
    fireEvent.click(screen.getByTestId("sales-channels-save"));

    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/acme/api/sales-channels",
      body: { enabled: ["Public", "Web", "Kiosk"] },
    });
    const warning = await screen.findByTestId("disabled-channels-warning");
    expect(warning).toHaveTextContent("Glacier walk");
    expect(warning).toHaveTextContent("Agent");
    await waitFor(() => expect(screen.getByTestId("sales-channels-save")).toBeDisabled());
  });

  it("keeps at least one channel on", async () => {
    const calls = mockApi({ "GET /acme/api/sales-channels": { enabled: ["Public"] } });
    await open();
    await screen.findByTestId("sales-channels-form");
    fireEvent.click(switchOf("Public"));
    expect(await screen.findByTestId("sales-channels-error")).toHaveTextContent(
      "Keep at least one sales channel on",
    );
    expect(screen.getByTestId("sales-channels-save")).toBeDisabled();
    fireEvent.submit(screen.getByTestId("sales-channels-form"));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    fireEvent.click(switchOf("Agent"));
    expect(screen.queryByTestId("sales-channels-error")).not.toBeInTheDocument();
    expect(screen.getByTestId("sales-channels-save")).toBeEnabled();
  });

  it("offers a retry when the channels cannot be loaded", async () => {
    mockApi({ "GET /acme/api/sales-channels": { status: 500, body: { title: "Internal Server Error" } } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
