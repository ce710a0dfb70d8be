import { test, type Page } from "@playwright/test";

/**
 * Full-page screenshots into e2e/screenshots/<nn>-<name>.png, numbered from `first` in the order
 * they are taken, so the folder reads as the journey it records.
 */
export function screenshotter(page: Page, first: number): (name: string) => Promise<void> {
  let next = first;
  return async (name: string) => {
    const file = `${String(next).padStart(2, "0")}-${name}.png`;
    next += 1;
    // The header is fixed: a page scrolled down would show it across the middle of the image.
    await page.evaluate("window.scrollTo({ top: 0, left: 0, behavior: 'instant' })");
    await page.screenshot({
      path: `${test.info().project.testDir}/../screenshots/${file}`,
      fullPage: true,
      animations: "disabled",
    });
  };
}
