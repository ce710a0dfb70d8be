import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownerWithCompany } from "../support/api-setup";
import { newUser } from "../support/auth";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { currentSubscription, runDueJobsAt } from "../support/subscription-clock";
import { closeSuccessToast } from "../support/toasts";
import { uniqueIdentifier } from "../support/unique";

const viewport = { width: 1280, height: 800 };
test.use({ viewport });

const plansPath = (identifier: string) => `/${identifier}/settings/subscription/buy-subscription`;

const cancelConfirmText =
  "You are about to cancel your current subscription. This action will cancel your subscription " +
  "effective from the next billing date. Are you sure you want to proceed?";

/** The current-subscription card, its lead line and its status chip. */
function statusCard(page: Page) {
  const card = page.getByTestId("subscription-status-card");
  return { card, lead: card.getByTestId("status-lead"), chip: card.getByTestId("subscription-status-chip") };
}

async function expectChip(chip: Locator, text: string, color: "green" | "red" | "gray"): Promise<void> {
  await expect(chip).toHaveText(text);
  await expect(chip).toHaveAttribute("data-color", color);
}

/** A card expiry a year from now, as the hosted page asks for it (MM/YY). */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, "0")}/${String((now.getFullYear() + 1) % 100).padStart(2, "0")}`;
}

test("a company goes from trial through paid plans to canceled, and an unpaid trial expires", async ({
  page,
  browser,
  baseURL,
}) => {
  let shots = 0;
  const pageShooter = screenshotter(page, 100);
  const shoot = async (name: string) => {
    shots += 1;
    await pageShooter(name);
  };

  const identifier = uniqueIdentifier("story");
  await ownerWithCompany(page.request, baseURL!, newUser("story"), { identifier, name: "Saga Excursions" });
  const api = (path: string) => `/${identifier}/api${path}`;

  // 1. A new company is on its trial.
  await page.goto(plansPath(identifier));
  await expect(page.getByTestId("plans-screen")).toBeVisible();
  const { card, lead, chip } = statusCard(page);
  await expect(lead).toHaveText("You are currently in trial mode");
  await expectChip(chip, "Trial", "gray");
  await expect(card.getByTestId("cancel-subscription")).toHaveCount(0);
  await expect(page.getByTestId("plan-owned")).toHaveCount(0);
  await shoot("trial");

  // Buying Basic: without billing information the billing form comes first, then the checkout.
  await page.getByTestId("buy-plan-Basic").click();
  const buyBasic = page.getByRole("dialog", { name: "You are about to buy the Basic plan" });
  await expect(buyBasic).toBeVisible();
  const toHostedCheckout = page.waitForURL(/\/rapyd-sandbox\/hosted\/checkout\/[^/?]+/);
  const checkoutStarted = waitForCall(page, "POST", api("/rapyd/checkout"));
  if ((await page.getByTestId("billing-form-modal").count()) > 0) {
    await expect(
      buyBasic.getByText("You have to fill in billing information before continuing"),
    ).toBeVisible();
    await buyBasic.getByLabel("Company ID number").fill("4602071230");
    await buyBasic.getByLabel("Billing email").fill(`billing-${identifier}@example.com`);
    await shoot("billing-form-modal");
    const billingSaved = waitForCall(page, "PUT", api("/tenants/billinginfo"));
    await buyBasic.getByRole("button", { name: "Confirm" }).click();
    expect((await billingSaved).ok()).toBe(true);
  } else {
    await buyBasic.getByRole("button", { name: "Confirm" }).click();
  }
  expect((await checkoutStarted).ok()).toBe(true);
  await toHostedCheckout;

  // The payment provider's hosted page takes the test card.
  const payButton = page.getByRole("button", { name: /^Pay / });
  await expect(payButton).toBeVisible();
  await page.getByLabel("Card number").fill("4111 1111 1111 1111");
  await page.getByLabel("Expiry (MM/YY)").fill(futureExpiry());
  await page.getByLabel("CVC").fill("123");
  await shoot("hosted-checkout");
  const backFromCheckout = page.waitForURL(/\/buy-subscription\?(.*&)?checkout=done/, {
    waitUntil: "commit",
  });
  await payButton.click();
  await backFromCheckout;

  await expect(page.getByTestId("checkout-done")).toBeVisible();
  await expect(page).not.toHaveURL(/checkout=/);
  await expect(lead).toHaveText("You are currently subscribed to:");
  await expect(card.getByTestId("status-plan")).toHaveText("Basic");
  await expectChip(chip, "Active", "green");
  await expect(page.getByTestId("plan-box-Basic").getByTestId("plan-owned")).toHaveText("Owned");
  await expect(card.getByTestId("cancel-subscription")).toBeVisible();
  await shoot("active-basic");

  // 2. An upgrade applies at once, for a prorated amount shown first.
  const prorated = waitForCall(page, "GET", api("/rapyd/prorate"));
  await page.getByTestId("buy-plan-Premium").click();
  expect((await prorated).ok()).toBe(true);
  const upgrade = page.getByRole("dialog", { name: "You are about to buy the Premium plan" });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText(/you are charged \d[\d.]*,\d{2} €/);
  await expect(upgrade).toContainText("The new plan applies at once.");
  await shoot("upgrade-dialog");
  const upgraded = waitForCall(page, "PUT", api("/rapyd"));
  await upgrade.getByRole("button", { name: "Confirm" }).click();
  expect((await upgraded).ok()).toBe(true);
  await expect(upgrade).toBeHidden();
  await closeSuccessToast(page, "subscription-change");
  await expect(page.getByTestId("plan-box-Premium").getByTestId("plan-owned")).toHaveText("Owned");
  await expect(page.getByTestId("plan-box-Basic").getByTestId("plan-owned")).toHaveCount(0);
  await expect(card.getByTestId("status-plan")).toHaveText("Premium");
  await expectChip(chip, "Active", "green");
  await shoot("active-premium");

  // 3. A downgrade waits for the end of the period: Premium stays, the change is announced.
  await page.getByTestId("buy-plan-Standard").click();
  const downgrade = page.getByRole("dialog", { name: "You are about to buy the Standard plan" });
  await expect(downgrade).toBeVisible();
  await expect(downgrade).toContainText(
    "Your plan changes to Standard at the end of the current billing period",
  );
  const downgraded = waitForCall(page, "PUT", api("/rapyd"));
  await downgrade.getByRole("button", { name: "Confirm" }).click();
  expect((await downgraded).ok()).toBe(true);
  await expect(downgrade).toBeHidden();
  await closeSuccessToast(page, "subscription-change");
  const upcoming = card.getByTestId("upcoming-changes");
  await expect(upcoming).toContainText("Upcoming Changes");
  await expect(upcoming).toContainText("Your plan changes to Standard on");
  await expect(card.getByTestId("status-plan")).toHaveText("Premium");
  await expect(page.getByTestId("plan-box-Premium").getByTestId("plan-owned")).toBeVisible();
  await expectChip(chip, "Active", "green");
  await shoot("upcoming-changes");

  // 4. Cancelling runs the plan to its billing end date.
  await card.getByTestId("cancel-subscription").click();
  const cancelDialog = page.getByRole("dialog").filter({ hasText: cancelConfirmText });
  await expect(cancelDialog).toBeVisible();
  await shoot("cancel-dialog");
  const cancelled = waitForCall(page, "DELETE", api("/subscriptions"));
  await cancelDialog.getByRole("button", { name: "Confirm" }).click();
  expect((await cancelled).ok()).toBe(true);
  await expect(cancelDialog).toBeHidden();
  await closeSuccessToast(page, "subscription-cancel");
  await expect(lead).toHaveText("You have unsubscribed from the service.");
  await expect(card.getByTestId("status-end-date")).toContainText("Your subscription will be cancelled on");
  await expectChip(chip, "Unsubscribed", "red");
  await expect(card.getByTestId("cancel-subscription")).toHaveCount(0);
  await shoot("unsubscribed");

  // 5. Once the billing end date has passed, the subscription is Canceled.
  const unsubscribed = await currentSubscription(page.request, identifier);
  expect(unsubscribed.subscriptionStatus).toBe("Unsubscribed");
  const afterEnd = new Date(new Date(unsubscribed.billingEndDate).getTime() + 60_000);
  const ended = await runDueJobsAt(page.request, baseURL!, afterEnd);
  expect(ended.canceled).toBeGreaterThanOrEqual(1);
  const reloaded = waitForCall(page, "GET", api("/subscriptions/subscription"));
  await page.reload();
  expect((await reloaded).ok()).toBe(true);
  await expect(lead).toHaveText("Your subscription has been canceled.");
  await expectChip(chip, "Canceled", "red");
  await expect(page.getByTestId("plan-owned")).toHaveCount(0);
  await shoot("canceled");

  // 6. A second company never pays: when its 14-day trial is over, it has expired.
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const other = await context.newPage();
    const otherIdentifier = uniqueIdentifier("lapsed");
    await ownerWithCompany(other.request, baseURL!, newUser("lapsed"), {
      identifier: otherIdentifier,
      name: "Lapsed Lagoon Tours",
    });
    expect((await currentSubscription(other.request, otherIdentifier)).subscriptionStatus).toBe("Trial");
    const fifteenDaysOn = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    const lapsed = await runDueJobsAt(other.request, baseURL!, fifteenDaysOn);
    expect(lapsed.expiredTrials).toBeGreaterThanOrEqual(1);

    await other.goto(plansPath(otherIdentifier));
    const otherCard = statusCard(other);
    await expect(otherCard.lead).toHaveText("Your subscription has expired.");
    await expectChip(otherCard.chip, "Expired", "red");
    await expect(other.getByTestId("plan-owned")).toHaveCount(0);
    await expect(other.getByTestId("buy-plan-Basic")).toBeEnabled();
    await screenshotter(other, 100 + shots)("expired");
  } finally {
    await context.close();
  }
});
