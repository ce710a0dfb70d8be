import { expect, type Page } from "@playwright/test";

interface Widths {
  scrollWidth: number;
  innerWidth: number;
}

/** The page must fit the viewport: nothing may make the document scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<Widths>(
    "({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })",
  );
  expect(
    widths.scrollWidth,
    `the page is ${widths.scrollWidth}px wide in a ${widths.innerWidth}px window`,
  ).toBeLessThanOrEqual(widths.innerWidth);
}

/**
 * Waits until every toast has gone by its own timings (a success toast goes about 7.5 s after its
 * save). A toast keeps the language it was shown in, so a screen checked for one language waits.
 */
export async function waitForToastsToClear(page: Page): Promise<void> {
  await expect(page.locator("[data-toast-route]")).toHaveCount(0, { timeout: 30_000 });
}
