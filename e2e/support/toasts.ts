import { expect, type Page } from "@playwright/test";

/**
 * Waits for the success toast of one save (its toast route, e.g. "subscription-change") and closes
 * it by hand, so it covers nothing in the next screenshot. Returns once it has gone.
 */
export async function closeSuccessToast(page: Page, route: string): Promise<void> {
  const toast = page.locator(`[data-toast-route="${route}"][data-toast-type="success"]`);
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(page.locator(`[data-toast-route="${route}"]`)).toHaveCount(0);
}
