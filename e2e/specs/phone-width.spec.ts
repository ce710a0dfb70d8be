import { expect, test } from "@playwright/test";
import { demoOwner, demoProject, demoTenant } from "../support/accounts";
import {
  acceptTermsIfShown,
  confirmDocumentDialog,
  expectLockedDocumentDialog,
  newUser,
  signIn,
  signUp,
} from "../support/auth";
import { expectNoHorizontalScroll } from "../support/layout";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { uniqueSuffix } from "../support/unique";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the console fits a phone: no screen scrolls sideways", async ({ page }) => {
  test.setTimeout(120_000);
  const shoot = screenshotter(page, 60);

  await test.step("login", async () => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot("phone-login");
  });

  await test.step("projects list", async () => {
    await signIn(page, demoOwner);
    await acceptTermsIfShown(page, page.getByTestId("projects-page"));
    await expect(page).toHaveURL(new RegExp(`/${demoTenant}/projects$`));
    await expect(page.getByTestId(`project-card-${demoProject}`)).toBeVisible();
    // On a phone the navigation folds away behind the menu button.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).not.toBeInViewport();
    await expectNoHorizontalScroll(page);
    await shoot("phone-projects");
  });

  await test.step("navigation menu", async () => {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await shoot("phone-navigation");
    await nav.getByRole("link", { name: "Company settings" }).click();
    await expect(nav).not.toBeInViewport();
  });

  await test.step("company information", async () => {
    await expect(page).toHaveURL(new RegExp(`/${demoTenant}/settings/informations/company-information$`));
    const info = page.getByTestId("company-information-page");
    await expect(info.getByRole("heading", { name: "Company information" })).toBeVisible();
    await expect(info.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue(
      "Glacier & Whale Tours ehf.",
    );
    // The settings sections are a dropdown on a phone rather than a column of links.
    await expect(page.getByTestId("company-settings-nav")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Settings sections" })).toHaveValue("Information");
    await expectNoHorizontalScroll(page);
    await shoot("phone-company-information");
  });

  await test.step("personal information", async () => {
    await page.getByTestId("informations-tab-personal-information").click();
    await expect(page).toHaveURL(/\/settings\/informations\/personal-information$/);
    const personal = page.getByTestId("personal-information-page");
    await expect(personal.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(demoOwner.email);
    await expectNoHorizontalScroll(page);
    await shoot("phone-personal-information");
  });

  await test.step("project sales units", async () => {
    await page.goto(`/${demoTenant}/${demoProject}/settings/sales-units`);
    const unitsPage = page.getByTestId("sales-units-page");
    await expect(unitsPage.getByTestId("sales-unit-row-name")).toHaveText("Harbour desk");
    await expect(page.getByRole("combobox", { name: "Project settings sections" })).toHaveValue(
      "Sales units",
    );
    await expectNoHorizontalScroll(page);
    await shoot("phone-sales-units");
  });

  await test.step("catalogue and calendar screens of the demo project", async () => {
    const project = `/${demoTenant}/${demoProject}`;
    const screens: [string, string, () => Promise<void>][] = [
      [
        `${project}/home`,
        "phone-project-home",
        async () => {
          await expect(page.getByRole("heading", { name: "Reykjavik Harbour", level: 2 })).toBeVisible();
        },
      ],
      [
        `${project}/availability`,
        "phone-availability",
        async () => {
          await expect(page.getByTestId("availability-calendar")).toBeVisible();
          await expect(page.getByText("Classic Whale Watching").first()).toBeVisible();
        },
      ],
      [
        `${project}/experiences`,
        "phone-experiences",
        async () => {
          await expect(
            page.getByTestId("experiences-page").getByText("Puffin Express").first(),
          ).toBeVisible();
        },
      ],
      [
        `${project}/create-events/puffin-express`,
        "phone-create-events",
        async () => {
          await expect(page.getByTestId("create-events-page")).toBeVisible();
        },
      ],
      [
        `${project}/event-templates`,
        "phone-event-templates",
        async () => {
          await expect(page.getByText("Puffin weekday mornings")).toBeVisible();
        },
      ],
      [
        `${project}/experiences/classic-whale-watching`,
        "phone-experience-series",
        async () => {
          await expect(page.getByTestId("series-card").first()).toBeVisible();
        },
      ],
      [
        `/${demoTenant}/settings/schedules`,
        "phone-schedules",
        async () => {
          await expect(page.getByTestId("schedules-page")).toBeVisible();
        },
      ],
      [
        `/${demoTenant}/settings/assets`,
        "phone-assets",
        async () => {
          await expect(page.getByTestId("assets-page")).toBeVisible();
        },
      ],
      [
        `/${demoTenant}/settings/sales-channels`,
        "phone-sales-channels",
        async () => {
          await expect(page.getByTestId("sales-channels-page")).toBeVisible();
        },
      ],
    ];
    for (const [path, name, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoHorizontalScroll(page);
      await shoot(name);
    }
  });

  await test.step("sign out and sign up a new user", async () => {
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: "Create an account" }).click();
    await signUp(page, newUser("phone"), async () => {
      await expectNoHorizontalScroll(page);
      await shoot("phone-signup");
    });
  });

  await test.step("terms dialogs", async () => {
    await expectLockedDocumentDialog(page, "terms-dialog");
    await expectNoHorizontalScroll(page);
    await shoot("phone-terms-dialog");
    await confirmDocumentDialog(page, "terms-dialog");
    await expectLockedDocumentDialog(page, "privacy-dialog");
    await expectNoHorizontalScroll(page);
    await shoot("phone-privacy-dialog");
    await confirmDocumentDialog(page, "privacy-dialog");
  });

  await test.step("onboarding: create company", async () => {
    await expect(page).toHaveURL(/\/onboarding\/create-company$/);
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    const suffix = uniqueSuffix();
    await page.getByLabel("Company name").fill(`Vestfirðir Kayak ${suffix}`);
    await page.getByLabel("Web address").fill(`vestfirdir-kayak-${suffix}`);
    await page.getByLabel("Company address").fill("Aðalstræti 7");
    await page.getByLabel("Postal code").fill("400");
    await page.getByLabel("City").fill("Ísafjörður");
    await page.getByLabel("Company email").fill(`kayak-${suffix}@example.com`);
    await page.getByLabel("Phone").fill("+354 456 3000");
    await page.getByLabel("Company ID number").fill("6809101230");
    await expectNoHorizontalScroll(page);
    await shoot("phone-onboarding-create-company");
    const created = waitForCall(page, "POST", "/api/tenants");
    await page.getByRole("button", { name: "Next" }).click();
    expect((await created).status()).toBe(201);
  });

  await test.step("onboarding: regional settings", async () => {
    await expect(page).toHaveURL(/\/onboarding\/regional-settings$/);
    await expect(page.getByText("Step 2 of 6")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Iceland");
    await expectNoHorizontalScroll(page);
    await shoot("phone-onboarding-regional-settings");
  });
});
