import { expect, test } from "@playwright/test";
import { demoOwner, demoSuperAdmin, demoTenant } from "../support/accounts";
import { acceptTermsIfShown, confirmDocumentDialog, signIn } from "../support/auth";
import { screenshotter } from "../support/screenshots";
import { waitForCall } from "../support/network";

test("a Super Admin publishes new terms and a signed-in user is asked to accept them at once", async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  const admin = await adminContext.newPage();
  const shoot = screenshotter(admin, 80);

  await signIn(owner, demoOwner);
  await acceptTermsIfShown(owner, owner.getByRole("heading", { name: "Projects" }));
  await expect(owner).toHaveURL(new RegExp(`/${demoTenant}/projects$`));

  await signIn(admin, demoSuperAdmin);
  await acceptTermsIfShown(admin, admin.getByRole("heading", { name: "Your companies" }));
  await expect(admin.getByTestId("tenant-list")).toContainText("Glacier & Whale Tours ehf.");
  await shoot("super-admin-companies");

  await admin.getByRole("link", { name: "Platform documents" }).click();
  await expect(admin.getByRole("heading", { name: "Platform documents" })).toBeVisible();
  const version = admin.getByTestId("document-version");
  await expect(version).toContainText("Version");
  const before = await version.textContent();
  const editor = admin.getByRole("textbox", { name: "Terms and conditions" });
  await editor.fill(`${await editor.inputValue()}\n\nAmended on ${new Date().toISOString()}.`);
  await shoot("platform-documents-edited");
  await admin.getByRole("button", { name: "Publish new version" }).click();
  const published = waitForCall(admin, "POST", "/api/UserTerms/documents/TermsAndConditions");
  await admin.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  expect((await published).ok()).toBe(true);
  // Publishing resets everybody's acceptance, the publisher's too.
  await confirmDocumentDialog(admin, "terms-dialog");
  await expect(version).not.toHaveText(before ?? "");

  // The owner's open console hears TermsUpdated on the user-terms hub and asks again, without a reload.
  await expect(owner.getByTestId("terms-dialog")).toBeVisible();
  await expect(owner.getByTestId("terms-dialog").getByTestId("document-content")).toContainText("Amended on");
  await confirmDocumentDialog(owner, "terms-dialog");
  await expect(owner.getByRole("heading", { name: "Projects" })).toBeVisible();

  await ownerContext.close();
  await adminContext.close();
});
