import { expect, test } from "@playwright/test";
import { demoHost, demoProject, demoTenant } from "../support/accounts";
import { acceptTermsIfShown, signIn } from "../support/auth";
import { screenshotter } from "../support/screenshots";

test.use({ viewport: { width: 1280, height: 800 } });

test("a host is kept out of settings their role does not allow, and out of other companies", async ({
  page,
}) => {
  const shoot = screenshotter(page, 40);

  await test.step("sign in as the demo company's host", async () => {
    await signIn(page, demoHost);
    await acceptTermsIfShown(page, page.getByTestId("projects-page"));
    await expect(page).toHaveURL(new RegExp(`/${demoTenant}/projects$`));
    await expect(page.getByTestId(`project-card-${demoProject}`)).toBeVisible();
    // A host may not create projects.
    await expect(page.getByTestId("project-create")).toHaveCount(0);
    await shoot("host-projects");
  });

  for (const [path, name] of [
    [`/${demoTenant}/${demoProject}/settings`, "host-no-access-project-settings"],
    [`/${demoTenant}/settings/staff`, "host-no-access-staff"],
  ] as const) {
    await test.step(`no access to ${path}`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/no-access\?reason=notAuthorized$/);
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await expect(page.getByTestId("no-access-reason")).toHaveText("Not authorized");
      await expect(page.getByRole("link", { name: "Back to projects" })).toHaveAttribute(
        "href",
        `/${demoTenant}/projects`,
      );
      await shoot(name);
    });
  }

  await test.step("the host's own personal information is open to them", async () => {
    await page.goto(`/${demoTenant}/settings/informations/personal-information`);
    await expect(page).toHaveURL(new RegExp(`/${demoTenant}/settings/informations/personal-information$`));
    const personal = page.getByTestId("personal-information-page");
    await expect(personal.getByRole("heading", { name: "Personal information" })).toBeVisible();
    await expect(personal.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Einar Magnússon");
    await expect(personal.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(demoHost.email);
    // Only the tab the host may open: the company's own pages are not offered.
    await expect(page.getByTestId("informations-tab-company-information")).toHaveCount(0);
    await expect(page.getByTestId("company-settings-nav").getByRole("link", { name: "Staff" })).toHaveCount(
      0,
    );
    await shoot("host-personal-information");
  });

  await test.step("a company the host does not belong to is not found", async () => {
    await page.goto("/nonexistent-company/projects");
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await shoot("host-not-found");
  });
});
