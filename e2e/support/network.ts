import type { Page, Response } from "@playwright/test";

/** The path of a URL, without origin and query. */
export function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, "").split("?")[0] ?? "";
}

/**
 * Waits for the answer to one API call. Start waiting before the action that sends it:
 * `const saved = waitForCall(page, "PUT", "/demo/api/tenants/settings"); await click; await saved;`
 */
export function waitForCall(page: Page, method: string, path: string | RegExp): Promise<Response> {
  return page.waitForResponse((response) => {
    if (response.request().method() !== method) return false;
    const actual = pathOf(response.url());
    return typeof path === "string" ? actual === path : path.test(actual);
  });
}
