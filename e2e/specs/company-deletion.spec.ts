import { expect, test } from "@playwright/test";
import { ownerWithCompany } from "../support/api-setup";
import { newUser } from "../support/auth";
import { screenshotter } from "../support/screenshots";
import { uniqueIdentifier } from "../support/unique";

test("an owner deletes the company for good only after typing its web address", async ({ page, baseURL }) => {
  const shoot = screenshotter(page, 90);
  const identifier = uniqueIdentifier("farewell");
  await ownerWithCompany(page.request, baseURL!, newUser("farewell"), { identifier, name: "Farewell Tours" });

  await page.goto(`/${identifier}/settings/informations/company-information`);
  const zone = page.getByTestId("company-danger-zone");
  await expect(zone).toBeVisible();
  await zone.getByTestId("delete-company").click();
  const dialog = page.getByRole("dialog", { name: "Delete Farewell Tours permanently?" });
  const confirm = dialog.getByRole("button", { name: "Delete permanently" });
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId("delete-company-identifier").fill("not-the-address");
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId("delete-company-identifier").fill(identifier);
  await expect(confirm).toBeEnabled();
  await shoot("delete-company-dialog");
  await confirm.click();

  // With no company left, the console starts over at onboarding (docs/product.md §3.2 entry redirects).
  await expect(page).toHaveURL(/\/onboarding\/create-company$/);
  expect((await page.request.get(`/api/tenants/${identifier}`)).status()).toBe(404);
  await shoot("after-company-deleted");
});
