import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscription } from "../testing/fixtures";
import { callsTo, renderPlans } from "../testing/render-plans";

afterEach(() => vi.unstubAllGlobals());

const card = () => screen.findByTestId("subscription-status-card");
const chip = () => screen.getByTestId("subscription-status-chip");

describe("current-subscription card (docs/product.md §12.6, §12.10)", () => {
  it("Trial: trial mode with the trial end date, grey chip, no Cancel", async () => {
    await renderPlans({ subscription: subscription("Trial", "Trial") });
    const status = within(await card());
    expect(status.getByTestId("status-lead")).toHaveTextContent("You are currently in trial mode");
    expect(status.getByTestId("status-date")).toHaveTextContent("01.April 2026");
    expect(chip()).toHaveTextContent("Trial");
    expect(chip()).toHaveAttribute("data-color", "gray");
    expect(screen.queryByTestId("cancel-subscription")).not.toBeInTheDocument();
  });

  it("Active: the plan and its start date, green chip, Cancel offered", async () => {
    await renderPlans({ subscription: subscription("Standard", "Active") });
    const status = within(await card());
    expect(status.getByTestId("status-lead")).toHaveTextContent("You are currently subscribed to:");
    expect(status.getByTestId("status-plan")).toHaveTextContent("Standard");
    expect(status.getByTestId("status-date")).toHaveTextContent("01.March 2026");
    expect(chip()).toHaveTextContent("Active");
    expect(chip()).toHaveAttribute("data-color", "green");
    expect(screen.getByTestId("cancel-subscription")).toHaveTextContent("Cancel Subscription");
    expect(screen.queryByTestId("upcoming-changes")).not.toBeInTheDocument();
  });

  it("Active: shows Upcoming Changes when the first pending change lies ahead", async () => {
    const pendingSubscriptions = [{ tier: "Basic" as const, whenToProcess: "2099-04-01T10:30:00Z" }];
    await renderPlans({ subscription: subscription("Standard", "Active", { pendingSubscriptions }) });
    const upcoming = await screen.findByTestId("upcoming-changes");
    expect(upcoming).toHaveTextContent("Upcoming Changes");
    expect(upcoming).toHaveTextContent("Your plan changes to Basic on 01.April 2099 10:30.");
    expect(upcoming).toHaveTextContent("Your current plan stays in place until then.");
  });

  it("Active: no Upcoming Changes block for a change already due", async () => {
    const pendingSubscriptions = [{ tier: "Basic" as const, whenToProcess: "2020-04-01T10:30:00Z" }];
    await renderPlans({ subscription: subscription("Standard", "Active", { pendingSubscriptions }) });
    await card();
    expect(screen.queryByTestId("upcoming-changes")).not.toBeInTheDocument();
  });

  it("Canceled: the cancellation date, red chip, no Cancel", async () => {
    const canceled = subscription("Basic", "Canceled", { cancellationDate: "2026-03-15T08:00:00Z" });
    await renderPlans({ subscription: canceled });
    const status = within(await card());
    expect(status.getByTestId("status-lead")).toHaveTextContent("Your subscription has been canceled.");
    expect(status.getByTestId("status-date")).toHaveTextContent("15.March 2026");
    expect(chip()).toHaveAttribute("data-color", "red");
    expect(screen.queryByTestId("cancel-subscription")).not.toBeInTheDocument();
  });

  it("Expired: the expiry date, red chip", async () => {
    await renderPlans({ subscription: subscription("Trial", "Expired") });
    const status = within(await card());
    expect(status.getByTestId("status-lead")).toHaveTextContent("Your subscription has expired.");
    expect(status.getByTestId("status-date")).toHaveTextContent("01.April 2026");
    expect(chip()).toHaveTextContent("Expired");
    expect(chip()).toHaveAttribute("data-color", "red");
  });

  it("Unsubscribed: both sentences with their dates, red chip, no Cancel", async () => {
    const left = subscription("Premium", "Unsubscribed", { unsubscribeDate: "2026-03-10T09:00:00Z" });
    await renderPlans({ subscription: left });
    const status = within(await card());
    expect(status.getByTestId("status-lead")).toHaveTextContent("You have unsubscribed from the service.");
    expect(status.getByTestId("status-date")).toHaveTextContent("10.March 2026");
    expect(status.getByTestId("status-end-date")).toHaveTextContent(
      "Your subscription will be cancelled on 01.April 2026",
    );
    expect(chip()).toHaveAttribute("data-color", "red");
    expect(screen.queryByTestId("cancel-subscription")).not.toBeInTheDocument();
  });

  it("other statuses have a grey chip and no Cancel", async () => {
    await renderPlans({ subscription: subscription("Basic", "UnPaid") });
    await card();
    expect(chip()).toHaveAttribute("data-color", "gray");
    expect(screen.queryByTestId("cancel-subscription")).not.toBeInTheDocument();
  });

  it("no Cancel for an Active subscription of type Trial", async () => {
    await renderPlans({ subscription: subscription("Trial", "Active") });
    await card();
    expect(screen.queryByTestId("cancel-subscription")).not.toBeInTheDocument();
  });

  it("is left out without a subscription and when the current plan is hidden", async () => {
    await renderPlans({ subscription: null });
    expect(await screen.findByTestId("plan-box-Basic")).toBeInTheDocument();
    expect(screen.queryByTestId("subscription-status-card")).not.toBeInTheDocument();
  });

  it("is left out when hideCurrentPlan is set", async () => {
    await renderPlans({ subscription: subscription("Basic", "Active"), hideCurrentPlan: true });
    expect(await screen.findByTestId("plan-box-Basic")).toBeInTheDocument();
    expect(screen.queryByTestId("subscription-status-card")).not.toBeInTheDocument();
  });

  it("cancels after the spec's confirm text, then refetches the subscription", async () => {
    const { calls } = await renderPlans({
      subscription: subscription("Basic", "Active"),
      routes: { "DELETE /acme/api/subscriptions": { status: 204 } },
    });
    fireEvent.click(await screen.findByTestId("cancel-subscription"));
    expect(
      await screen.findByText(
        "You are about to cancel your current subscription. This action will cancel your subscription effective from the next billing date. Are you sure you want to proceed?",
      ),
    ).toBeInTheDocument();
    const before = callsTo(calls, "GET", "/acme/api/subscriptions/subscription").length;
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(calls, "DELETE", "/acme/api/subscriptions")).toHaveLength(1));
    await waitFor(() =>
      expect(callsTo(calls, "GET", "/acme/api/subscriptions/subscription").length).toBeGreaterThan(before),
    );
  });
});
