import { expect, type Locator, type Page } from "@playwright/test";
import type { NewUser } from "./accounts";
import { waitForCall } from "./network";
import { uniqueEmail } from "./unique";

const isPost = (page: Page, path: string) => waitForCall(page, "POST", path);

/** A person who has never used the console, with an address nobody else has. */
export function newUser(label: string): NewUser {
  return { name: "Guðrún Helgadóttir", email: uniqueEmail(label), password: "Nordurljos-2026!" };
}

/** Fills the sign-up form; `beforeSubmit` runs on the filled form (for a screenshot). */
export async function signUp(page: Page, user: NewUser, beforeSubmit?: () => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(/\/signup/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Full name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await beforeSubmit?.();
  const created = isPost(page, "/api/user/authenticate/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  expect((await created).ok()).toBe(true);
}

/** Signs in from the login page. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const signedIn = isPost(page, "/api/user/authenticate/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  expect((await signedIn).ok()).toBe(true);
}

export type DocumentDialogId = "terms-dialog" | "privacy-dialog";

const dialogTitles: Record<DocumentDialogId, string> = {
  "terms-dialog": "Terms and conditions",
  "privacy-dialog": "Privacy policy",
};

const acceptPaths: Record<DocumentDialogId, string> = {
  "terms-dialog": "/api/UserTerms/accept-terms-and-condition",
  "privacy-dialog": "/api/UserTerms/accept-privacy-policy",
};

/**
 * A platform document dialog is showing with its text, and the only way out is Confirm: it has no
 * close button, and neither Escape nor a click beside it closes it.
 */
export async function expectLockedDocumentDialog(page: Page, id: DocumentDialogId): Promise<Locator> {
  const dialog = page.getByTestId(id);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("dialog", { name: dialogTitles[id] })).toBeVisible();
  await expect(dialog.getByTestId("document-content")).not.toBeEmpty();
  await expect(dialog.getByRole("button")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeEnabled();
  await expect(dialog.locator(".mantine-Modal-close")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await page.mouse.click(2, 2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeEnabled();
  return dialog;
}

/** Presses Confirm and waits until the server has recorded the acceptance and the dialog is gone. */
export async function confirmDocumentDialog(page: Page, id: DocumentDialogId): Promise<void> {
  const dialog = page.getByTestId(id);
  const accepted = isPost(page, acceptPaths[id]);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect((await accepted).ok()).toBe(true);
  await expect(dialog).toBeHidden();
}

/** Accepts the terms and privacy dialogs if they show, then waits for `ready`. */
export async function acceptTermsIfShown(page: Page, ready: Locator): Promise<void> {
  for (const id of ["terms-dialog", "privacy-dialog"] as const) {
    const dialog = page.getByTestId(id);
    await expect(
      ready.or(page.getByTestId("terms-dialog")).or(page.getByTestId("privacy-dialog")).first(),
    ).toBeVisible();
    if (await dialog.isVisible()) {
      await expect(dialog.getByTestId("document-content")).not.toBeEmpty();
      await confirmDocumentDialog(page, id);
    }
  }
  await expect(ready).toBeVisible();
}
