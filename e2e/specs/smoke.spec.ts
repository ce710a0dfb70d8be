import { expect, test } from "@playwright/test";

test("the server is healthy and the console loads", async ({ page, request }) => {
  expect((await request.get("/health")).status()).toBe(200);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});
