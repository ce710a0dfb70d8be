import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { model } from "../testing/fixtures";
import { EmbedPlansPage } from "./embed-plans-page";

afterEach(() => vi.unstubAllGlobals());

describe("EmbedPlansPage", () => {
  it("shows the plan boxes without sign-in, with buttons that lead to sign-up", async () => {
    const calls = mockApi({ "GET /api/SubscriptionsInformation": model });
    await renderPage("/embed/subscriptions", "/embed/subscriptions", <EmbedPlansPage />);
    const basic = within(await screen.findByTestId("plan-box-Basic"));
    const buy = basic.getByRole("link", { name: "Buy plan" });
    expect(buy).toHaveAttribute("href", "/signup");
    expect(buy).toHaveAttribute("target", "_top");
    expect(within(screen.getByTestId("plan-box-Enterprise")).getByText("Contact us")).toBeInTheDocument();
    expect(screen.queryByTestId("subscription-status-card")).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/SubscriptionsInformation"]);
  });

  it("says so when the catalogue has no plans", async () => {
    mockApi({ "GET /api/SubscriptionsInformation": { version: 1, tiers: [] } });
    await renderPage("/embed/subscriptions", "/embed/subscriptions", <EmbedPlansPage />);
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No plans are available right now.");
  });
});
