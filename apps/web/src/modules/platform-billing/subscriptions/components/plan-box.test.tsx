import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscription } from "../testing/fixtures";
import { renderPlans } from "../testing/render-plans";

afterEach(() => vi.unstubAllGlobals());

describe("plan boxes (docs/product.md §12.10, §14.3)", () => {
  it("shows one box per tier with price per company/month, fee and features", async () => {
    await renderPlans({ subscription: subscription("Trial", "Trial") });
    const basic = within(await screen.findByTestId("plan-box-Basic"));
    expect(basic.getByTestId("plan-price")).toHaveTextContent("49,00 €");
    expect(basic.getByText("per company/month")).toBeInTheDocument();
    expect(basic.getByTestId("plan-fees")).toHaveTextContent("Fees: 2% per booking");
    expect(within(basic.getByTestId("plan-feature-projects")).getByText("Projects")).toBeInTheDocument();
    expect(basic.getByTestId("plan-feature-staffMembers")).toHaveTextContent("Staff members1.000");
    expect(basic.getByTestId("plan-feature-assets")).toHaveTextContent("AssetsNo");
    expect(basic.getByRole("button", { name: "Buy plan" })).toBeEnabled();

    const standard = within(screen.getByTestId("plan-box-Standard"));
    expect(standard.getByTestId("plan-price")).toHaveTextContent("1.249,50 €");
    expect(standard.getByTestId("plan-fees")).toHaveTextContent("Fees: 1,50% per booking");
    expect(standard.getByTestId("plan-feature-assets")).toHaveTextContent("AssetsYes");

    const premium = within(screen.getByTestId("plan-box-Premium"));
    expect(premium.getByTestId("plan-feature-projects")).toHaveTextContent("Unlimited");
    expect(screen.queryByTestId("plan-box-Trial")).not.toBeInTheDocument();
  });

  it("Enterprise has Contact us instead of a price, a fee and Buy plan", async () => {
    await renderPlans({ subscription: subscription("Basic", "Active") });
    const enterprise = within(await screen.findByTestId("plan-box-Enterprise"));
    const contact = enterprise.getByRole("link", { name: "Contact us" });
    expect(contact.getAttribute("href")).toMatch(/^mailto:/);
    expect(enterprise.queryByTestId("plan-price")).not.toBeInTheDocument();
    expect(enterprise.queryByTestId("plan-fees")).not.toBeInTheDocument();
    expect(enterprise.queryByRole("button", { name: "Buy plan" })).not.toBeInTheDocument();
  });

  it("highlights the owned plan and labels it Owned, without Buy plan", async () => {
    await renderPlans({ subscription: subscription("Standard", "Active") });
    const owned = await screen.findByTestId("plan-box-Standard");
    expect(owned).toHaveAttribute("data-owned", "true");
    expect(within(owned).getByTestId("plan-owned")).toHaveTextContent("Owned");
    expect(within(owned).queryByRole("button", { name: "Buy plan" })).not.toBeInTheDocument();
    for (const other of ["Basic", "Premium"]) {
      const box = screen.getByTestId(`plan-box-${other}`);
      expect(box).toHaveAttribute("data-owned", "false");
      expect(within(box).getByRole("button", { name: "Buy plan" })).toBeInTheDocument();
    }
  });

  it("owns nothing on a trial or after the subscription ended", async () => {
    await renderPlans({ subscription: subscription("Basic", "Canceled") });
    await screen.findByTestId("plan-box-Basic");
    expect(screen.queryByTestId("plan-owned")).not.toBeInTheDocument();
  });

  it("lets only an Owner or Super Admin buy", async () => {
    await renderPlans({ subscription: subscription("Trial", "Trial"), roles: ["ApplicationManager"] });
    expect(await screen.findByTestId("buy-plan-Basic")).toBeDisabled();
  });

  it("shows an error with a retry when the plans cannot be loaded", async () => {
    await renderPlans({
      subscription: null,
      routes: { "GET /api/SubscriptionsInformation": { status: 500, body: { title: "Down" } } },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
  });
});
