import { expect, test } from "@playwright/test";
import { confirmDocumentDialog, expectLockedDocumentDialog, newUser, signUp } from "../support/auth";
import { englishOnlyTexts, expectNoEnglishLines } from "../support/i18n";
import { waitForToastsToClear } from "../support/layout";
import { waitForCall } from "../support/network";
import { screenshotter } from "../support/screenshots";
import { chooseOption } from "../support/select";
import { uniqueSuffix } from "../support/unique";

test.use({ viewport: { width: 1280, height: 800 } });

test("a new user signs up, sets up a company and sells through a sales unit of a new project", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shoot = screenshotter(page, 1);
  const user = newUser("journey");
  const suffix = uniqueSuffix();
  const company = {
    name: `Norðurljós Adventures ${suffix}`,
    identifier: `nordurljos-${suffix}`,
    address: "Hafnarstræti 82",
    postalCode: "600",
    city: "Akureyri",
    email: `info-${suffix}@example.com`,
    phone: "+354 462 7700",
    companySsn: "4602071230",
  };
  const billingEmail = `bokhald-${suffix}@example.com`;
  const storeFront = {
    publicName: "Norðurljós Adventures",
    description:
      "Small-group northern lights hunts, whale watching from Húsavík and day tours to Mývatn, run from Akureyri since 2012.",
    LinkedIn: "https://www.linkedin.com/company/nordurljos-adventures",
    Instagram: "https://www.instagram.com/nordurljos.adventures",
    Facebook: "https://www.facebook.com/nordurljosadventures",
    TripAdvisor: "https://www.tripadvisor.com/Attraction_Review-nordurljos-adventures",
  };
  const termsText =
    "1. A booking is confirmed once it is paid.\n2. Please meet at Hafnarstræti 82 fifteen minutes before departure.\n3. Tours run in most weather; we cancel when it is unsafe.";
  const refundText =
    "Full refund when cancelled 48 hours or more before departure, 50% within 48 hours, none for no-shows. Tours we cancel are refunded in full.";
  const emails = { senderName: "Norðurljós Adventures bookings", replyTo: `bokanir-${suffix}@example.com` };
  const tenantApi = `/${company.identifier}/api`;
  const next = page.getByRole("button", { name: "Next" });

  await test.step("login and sign-up", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await shoot("login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await signUp(page, user, () => shoot("signup"));
  });

  await test.step("terms and privacy dialogs", async () => {
    await expectLockedDocumentDialog(page, "terms-dialog");
    await expect(page.getByTestId("privacy-dialog")).toHaveCount(0);
    await shoot("terms-dialog");
    await confirmDocumentDialog(page, "terms-dialog");

    await expectLockedDocumentDialog(page, "privacy-dialog");
    await shoot("privacy-dialog");
    await confirmDocumentDialog(page, "privacy-dialog");
  });

  await test.step("onboarding: create company", async () => {
    await expect(page).toHaveURL(/\/onboarding\/create-company$/);
    const form = page.getByTestId("step-create-company");
    await expect(form.getByRole("heading", { name: "Create company" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back" })).toHaveCount(0);
    await page.getByLabel("Company name").fill(company.name);
    await expect(page.getByLabel("Web address")).toHaveValue(`norðurljós-adventures-${suffix}`);
    await page.getByLabel("Web address").fill(company.identifier);
    await expect(form).toContainText(`/${company.identifier}`);
    await page.getByLabel("Company address").fill(company.address);
    await page.getByLabel("Postal code").fill(company.postalCode);
    await page.getByLabel("City").fill(company.city);
    await page.getByLabel("Company email").fill(company.email);
    await page.getByLabel("Phone").fill(company.phone);
    await page.getByLabel("Company ID number").fill(company.companySsn);
    await shoot("onboarding-create-company");
    const created = waitForCall(page, "POST", "/api/tenants");
    await next.click();
    expect((await created).status()).toBe(201);
  });

  await test.step("onboarding: regional settings", async () => {
    await expect(page).toHaveURL(/\/onboarding\/regional-settings$/);
    await expect(page.getByTestId("step-regional-settings")).toBeVisible();
    // A country brings its currency, time zone and number format along.
    await chooseOption(page, "Country", "Germany", "Germ");
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Berlin");
    await chooseOption(page, "Country", "Iceland", "Icel");
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("ISK");
    await chooseOption(page, "Currency", "EUR");
    await chooseOption(page, "Time zone", "Atlantic/Reykjavik", "Reykjavik");
    await chooseOption(page, "Number format", /^en-US/);
    await chooseOption(page, "Default language", "Icelandic");
    await shoot("onboarding-regional-settings");
    const saved = waitForCall(page, "PUT", `${tenantApi}/tenants/settings`);
    await next.click();
    expect((await saved).ok()).toBe(true);
  });

  await test.step("onboarding: payment and billing", async () => {
    await expect(page).toHaveURL(/\/onboarding\/payment-and-billing$/);
    await expect(page.getByTestId("step-payment-and-billing")).toBeVisible();
    // The company's id number and email are offered for billing.
    await expect(page.getByLabel("Company ID number")).toHaveValue(company.companySsn);
    await expect(page.getByLabel("Billing email")).toHaveValue(company.email);
    await page.getByLabel("Billing email").fill(billingEmail);
    // The billing country is shown but fixed (Iceland by default).
    const billingCountry = page.getByRole("combobox", { name: "Billing country" });
    await expect(billingCountry).toHaveValue("Iceland");
    await expect(billingCountry).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Payment broker" })).toHaveValue("None");
    await shoot("onboarding-payment-and-billing");
    const billed = waitForCall(page, "PUT", `${tenantApi}/tenants/billinginfo`);
    const saved = waitForCall(page, "PUT", `${tenantApi}/tenants/settings`);
    await next.click();
    expect((await billed).ok()).toBe(true);
    expect((await saved).ok()).toBe(true);
  });

  await test.step("onboarding: store front, with Back and Next keeping what was entered", async () => {
    await expect(page).toHaveURL(/\/onboarding\/store-front$/);
    await expect(page.getByTestId("step-store-front")).toBeVisible();
    await expect(page.getByLabel("Public name")).toHaveValue(company.name);
    await page.getByLabel("Public name").fill(storeFront.publicName);
    await page.getByLabel("Description").fill(storeFront.description);
    for (const network of ["LinkedIn", "Instagram", "Facebook", "TripAdvisor"] as const) {
      await page.getByLabel(network).fill(storeFront[network]);
    }
    await shoot("onboarding-store-front");

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/onboarding\/payment-and-billing$/);
    await expect(page.getByLabel("Billing email")).toHaveValue(billingEmail);
    await expect(page.getByLabel("Company ID number")).toHaveValue(company.companySsn);
    const saved = waitForCall(page, "PUT", `${tenantApi}/tenants/settings`);
    await next.click();
    expect((await saved).ok()).toBe(true);

    await expect(page).toHaveURL(/\/onboarding\/store-front$/);
    await expect(page.getByLabel("Public name")).toHaveValue(storeFront.publicName);
    await expect(page.getByLabel("Description")).toHaveValue(storeFront.description);
    await expect(page.getByLabel("Instagram")).toHaveValue(storeFront.Instagram);
    await expect(page.getByLabel("TripAdvisor")).toHaveValue(storeFront.TripAdvisor);
    const storeSaved = waitForCall(page, "PUT", `${tenantApi}/tenants/settings`);
    await next.click();
    expect((await storeSaved).ok()).toBe(true);
  });

  await test.step("onboarding: terms and conditions", async () => {
    await expect(page).toHaveURL(/\/onboarding\/terms-and-condition$/);
    await expect(page.getByTestId("step-terms-and-condition")).toBeVisible();
    await page.getByLabel("Terms and conditions").fill(termsText);
    await page.getByLabel("Refund policy").fill(refundText);
    await shoot("onboarding-terms-and-condition");
    const policies = waitForCall(page, "POST", `${tenantApi}/tenants/settings/policy`);
    await next.click();
    expect((await policies).ok()).toBe(true);
  });

  await test.step("onboarding: emails and finish", async () => {
    await expect(page).toHaveURL(/\/onboarding\/emails$/);
    await expect(page.getByTestId("step-emails")).toBeVisible();
    await expect(page.getByLabel("Sender name")).toHaveValue(storeFront.publicName);
    await page.getByLabel("Sender name").fill(emails.senderName);
    await page.getByLabel("Reply-to email").fill(emails.replyTo);
    await shoot("onboarding-emails");
    const activated = waitForCall(page, "PUT", "/api/tenants/activate");
    await page.getByRole("button", { name: "Finish" }).click();
    expect((await activated).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/${company.identifier}/projects$`));
  });

  await test.step("the company is activated with everything entered", async () => {
    const response = await page.request.get(`/api/tenants/${company.identifier}`);
    expect(response.ok()).toBe(true);
    const tenant = (await response.json()) as {
      name: string;
      isActivated: boolean;
      companyInfo: Record<string, string>;
      billingInfo: Record<string, string>;
      settings: Record<string, unknown>;
    };
    expect(tenant.isActivated).toBe(true);
    expect(tenant.name).toBe(company.name);
    expect(tenant.companyInfo).toMatchObject({
      address: company.address,
      postalCode: company.postalCode,
      city: company.city,
      email: company.email,
      phone: company.phone,
      companySsn: company.companySsn,
    });
    expect(tenant.billingInfo).toEqual({
      companySsn: company.companySsn,
      countryCode: "IS",
      email: billingEmail,
    });
    expect(tenant.settings).toMatchObject({
      country: "IS",
      currency: "EUR",
      timeZone: "Atlantic/Reykjavik",
      numberFormat: "en-US",
      language: "IS",
      paymentBroker: "None",
      publicName: storeFront.publicName,
      description: storeFront.description,
      socialLinks: {
        LinkedIn: storeFront.LinkedIn,
        Instagram: storeFront.Instagram,
        Facebook: storeFront.Facebook,
        TripAdvisor: storeFront.TripAdvisor,
      },
      emailSenderName: emails.senderName,
      emailReplyTo: emails.replyTo,
    });
    for (const [type, text] of [
      ["TermsAndConditions", termsText],
      ["RefundPolicy", refundText],
    ] as const) {
      const policy = await page.request.get(`${tenantApi}/tenants/settings/policy/${type}`);
      expect(policy.ok()).toBe(true);
      expect(((await policy.json()) as { content: string }).content).toBe(text);
    }
  });

  const projectName = "Húsavík Whale Watching";
  const project = "husavik-whales";

  await test.step("projects: empty list, create one", async () => {
    const projectsPage = page.getByTestId("projects-page");
    await expect(projectsPage.getByRole("heading", { name: "Projects" })).toBeVisible();
    await expect(page.getByTestId("empty-state")).toContainText("No projects yet");
    await expect(page.getByTestId("tenant-name")).toHaveText(company.name);
    await shoot("projects-empty");

    await page.getByTestId("project-create").click();
    const modal = page.getByRole("dialog", { name: "Create a project" });
    await expect(modal).toBeVisible();
    await page.getByTestId("project-name").fill(projectName);
    await expect(page.getByTestId("project-identifier")).toHaveValue("húsavík-whale-watching");
    await page.getByTestId("project-identifier").fill(project);
    await expect(page.getByTestId("project-path-preview")).toHaveText(
      `Address: /${company.identifier}/${project}/home`,
    );
    await page
      .getByTestId("project-description")
      .fill("Three-hour whale watching trips on an oak schooner from Húsavík harbour.");
    await shoot("project-create-modal");
    const created = waitForCall(page, "POST", `${tenantApi}/project`);
    await page.getByTestId("project-save").click();
    expect((await created).ok()).toBe(true);
    await expect(modal).toBeHidden();
    const card = page.getByTestId(`project-card-${project}`);
    await expect(card).toContainText(projectName);
    await expect(card.getByTestId("project-sales-unit-count")).toHaveText("0 sales units");
    await shoot("projects-list");
  });

  const mainNav = page.getByRole("navigation", { name: "Main navigation" });

  await test.step("open the project and its settings", async () => {
    await page.getByTestId(`project-card-${project}`).getByTestId("project-open").click();
    await expect(page).toHaveURL(new RegExp(`/${company.identifier}/${project}/home$`));
    await expect(page.getByRole("heading", { name: projectName, level: 2 })).toBeVisible();
    await expect(page.getByText("No departures today")).toBeVisible();
    await shoot("project-home");

    await mainNav.getByRole("link", { name: "Project settings" }).click();
    await expect(page).toHaveURL(new RegExp(`/${project}/settings/information$`));
    await expect(page.getByTestId("project-settings-name")).toHaveText(projectName);
    await expect(page.getByTestId("project-information-page")).toBeVisible();
    await expect(page.getByTestId("project-name")).toHaveValue(projectName);
    await shoot("project-settings-information");
  });

  const unitName = "Húsavík harbour kiosk";

  await test.step("sales units: empty, create one, see it listed", async () => {
    await page.getByTestId("project-settings-nav").getByRole("link", { name: "Sales units" }).click();
    await expect(page).toHaveURL(new RegExp(`/${project}/settings/sales-units$`));
    const unitsPage = page.getByTestId("sales-units-page");
    await expect(unitsPage.getByRole("heading", { name: "Sales units" })).toBeVisible();
    await expect(unitsPage.getByTestId("empty-state")).toContainText("No sales units yet");
    await shoot("sales-units-empty");

    await unitsPage.getByTestId("sales-unit-create").click();
    const modal = page.getByRole("dialog", { name: "Create a sales unit" });
    await expect(modal).toBeVisible();
    await page.getByTestId("sales-unit-name").fill(unitName);
    await chooseOption(page, "Sales channel", "Kiosk");
    await expect(modal).toContainText("A self-service terminal at your site.");
    await page
      .getByTestId("sales-unit-receipt-text")
      .fill("Takk fyrir komuna! Show this receipt at the gangway.");
    await shoot("sales-unit-create-modal");
    const created = waitForCall(page, "POST", `${tenantApi}/salesunit`);
    await page.getByTestId("sales-unit-save").click();
    expect((await created).ok()).toBe(true);
    await expect(modal).toBeHidden();

    const row = unitsPage.getByTestId("sales-unit-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("sales-unit-row-name")).toHaveText(unitName);
    await expect(row.getByTestId("sales-unit-row-channel")).toHaveText("Kiosk");
    await expect(row).toContainText("Card");
    await expect(row).toContainText("Cash");
    await shoot("sales-units-one");
  });

  const english = await englishOnlyTexts(page.request);

  await test.step("Icelandic: sales units", async () => {
    await waitForToastsToClear(page);
    await page.getByTestId("flag-is").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "is");
    const unitsPage = page.getByTestId("sales-units-page");
    await expect(unitsPage.getByRole("heading", { name: "Sölueiningar" })).toBeVisible();
    await expect(unitsPage.getByTestId("sales-unit-create")).toHaveText("Ný sölueining");
    await expect(page.getByRole("heading", { name: "Stillingar verkefnis" })).toBeVisible();
    const row = unitsPage.getByTestId("sales-unit-row");
    await expect(row.getByTestId("sales-unit-row-channel")).toHaveText("Sjálfsafgreiðsla");
    await expect(row).toContainText("Kort");
    await expect(row).toContainText("Reiðufé");
    await expect(
      page.getByTestId("project-settings-nav").getByRole("link", { name: "Upplýsingar" }),
    ).toBeVisible();
    await expectNoEnglishLines(page.locator("body"), english);
    await shoot("is-sales-units");
  });

  await test.step("Icelandic: projects list", async () => {
    const nav = page.getByRole("navigation", { name: "Aðalvalmynd" });
    await nav.getByRole("link", { name: "Verkefni", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${company.identifier}/projects$`));
    const projectsPage = page.getByTestId("projects-page");
    await expect(projectsPage.getByRole("heading", { name: "Verkefni" })).toBeVisible();
    await expect(projectsPage.getByTestId("project-create")).toHaveText("Nýtt verkefni");
    await expect(page.getByTestId("project-sales-unit-count")).toHaveText("1 sölueining");
    await expectNoEnglishLines(page.locator("body"), english);
    await shoot("is-projects");
  });

  await test.step("Icelandic: company information", async () => {
    const nav = page.getByRole("navigation", { name: "Aðalvalmynd" });
    await nav.getByRole("link", { name: "Stillingar fyrirtækis" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${company.identifier}/settings/informations/company-information$`),
    );
    await expect(page.getByRole("heading", { name: "Stillingar fyrirtækis" })).toBeVisible();
    const info = page.getByTestId("company-information-page");
    await expect(info.getByRole("heading", { name: "Upplýsingar um fyrirtæki" })).toBeVisible();
    await expect(page.getByTestId("informations-tab-personal-information")).toHaveText("Persónuupplýsingar");
    const settingsNav = page.getByTestId("company-settings-nav");
    await expect(settingsNav.getByRole("link", { name: "Áskrift" })).toBeVisible();
    await expect(settingsNav.getByRole("link", { name: "Tilkynningar" })).toBeVisible();
    await expect(info.getByRole("button", { name: "Vista" })).toBeVisible();
    await expectNoEnglishLines(page.locator("body"), english);
    await shoot("is-company-information");
  });

  await test.step("Icelandic: the console shell and its account menu", async () => {
    const nav = page.getByRole("navigation", { name: "Aðalvalmynd" });
    for (const name of ["Verkefni", "Dagskrá", "Viðskiptainnsýn", "Vörumerki", "Stillingar fyrirtækis"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "Notandavalmynd" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Persónuupplýsingar" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Skrá út" })).toBeVisible();
    await expect(menu).toContainText(user.email);
    await expectNoEnglishLines(page.locator("body"), english);
    await shoot("is-shell-account-menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  await test.step("back to English", async () => {
    await page.getByTestId("flag-gb").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Company settings" })).toBeVisible();
    await expect(
      page.getByTestId("company-information-page").getByRole("heading", { name: "Company information" }),
    ).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Projects", exact: true })).toBeVisible();
  });
});
