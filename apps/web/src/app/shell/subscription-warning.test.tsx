import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../components/testing/render-page";
import { openSubscriptionWarning } from "./subscription-warning";
import { subscription } from "../../modules/platform-billing/subscriptions/testing/fixtures";
import { plansRoutes } from "../../modules/platform-billing/subscriptions/testing/render-plans";

afterEach(() => vi.unstubAllGlobals());

describe("subscription warning (docs/product.md §12.10)", () => {
  it("shows the returned title, the warning text and the plans without the current-plan card", async () => {
    mockApi(plansRoutes({ subscription: subscription("Basic", "Active") }));
    await renderPage("/acme/projects", "/:tenant/projects", <div />);
    act(() => openSubscriptionWarning("You have reached the limit of 1 project"));
    const warning = await screen.findByTestId("subscription-warning-modal");
    expect(within(warning).getByTestId("subscription-warning")).toHaveTextContent(
      "You have reached the limit of 1 project",
    );
    expect(within(warning).getByText(/Your current plan does not include this/)).toBeInTheDocument();
    expect(await within(warning).findByTestId("plan-box-Premium")).toBeInTheDocument();
    expect(within(warning).getByTestId("plan-box-Basic")).toHaveAttribute("data-owned", "true");
    expect(within(warning).queryByTestId("subscription-status-card")).not.toBeInTheDocument();
  });
});
