import { expect, test, type Locator, type Page } from "@playwright/test";

/** Whether the browser's Intl can format dates in Icelandic (some Chromium builds ship without it). */
export async function browserHasIcelandicDates(page: Page): Promise<boolean> {
  const supported = await page.evaluate<string[]>('Intl.DateTimeFormat.supportedLocalesOf(["is"])');
  return supported.length > 0;
}

function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The availability screen's check for English texts of the console, as `expectNoEnglishLines`
 * does it, with one allowance: the calendar's weekday headers are formatted by the browser's Intl,
 * so a browser without Icelandic date data shows them in English whatever the console does. Only
 * then are those header lines left out, and the test records that it left them out.
 */
export async function expectNoEnglishLinesOnCalendar(
  page: Page,
  area: Locator,
  english: Set<string>,
): Promise<void> {
  const lines = linesOf(await area.innerText());
  if (!(await browserHasIcelandicDates(page))) {
    const headers = await page.locator(".fc-col-header-cell").allInnerTexts();
    const allowed = headers.flatMap(linesOf);
    for (const header of allowed) {
      const at = lines.indexOf(header);
      if (at >= 0) lines.splice(at, 1);
    }
    test.info().annotations.push({
      type: "calendar weekday headers",
      description: `left out of the English check: this browser has no Icelandic Intl data (${allowed.join(", ")})`,
    });
  }
  expect(lines.filter((line) => english.has(line))).toEqual([]);
}
