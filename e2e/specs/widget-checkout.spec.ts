import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ownerWithCompany } from "../support/api-setup";
import { newUser } from "../support/auth";
import { createProject } from "../support/catalogue-api";
import { screenshotter } from "../support/screenshots";
import { uniqueIdentifier } from "../support/unique";

test.use({ viewport: { width: 1280, height: 800 } });

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: { origin: baseURL, "x-stund-request": "1" }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A company's own website on another origin: a plain HTML page with the widget's snippet. */
async function companyWebsite(baseURL: string, tenant: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Harbour Whales</title></head>
<body style="font-family:sans-serif;margin:0;padding:16px">
<h1>Harbour Whales</h1><p>Whale watching from the old harbour since 1995.</p>
<div data-stund-widget data-tenant="${tenant}" data-placement="BookingPane" data-layout="Single" data-language="en"></div>
<script src="${baseURL}/widget.js" async></script>
</body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The departure's "sold+held/capacity" on the staff calendar, as it stands. */
const calendarSeats = (page: Page) => page.getByTestId("event-seats").first();

test("a customer books through the widget on the company's own website, pays, and staff see the seats change live", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tenant = uniqueIdentifier("widget");
  const project = "harbour";
  const api = `/${tenant}/api/${project}`;
  const tomorrow = new Date(Date.now() + 864e5);
  tomorrow.setUTCHours(13, 0, 0, 0);
  const day = tomorrow.toISOString().slice(0, 10);
  const email = `${tenant}@example.com`;
  let experienceId = "";
  const seatsLeft = async () => {
    const from = new Date(tomorrow.getTime() - 3_600_000).toISOString();
    const to = new Date(tomorrow.getTime() + 3_600_000).toISOString();
    const response = await page.request.get(
      `/${tenant}/api/public/events?experienceId=${experienceId}&from=${from}&to=${to}`,
    );
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { available: number }[])[0]?.available;
  };

  await test.step("an owner with a published experience of 3 seats and a departure tomorrow, through the API", async () => {
    await ownerWithCompany(page.request, baseURL!, newUser("widget"), {
      identifier: tenant,
      name: "Harbour Whales",
    });
    await createProject(page.request, baseURL!, tenant, { name: "Harbour", identifier: project });
    const experience = await post<{ id: string }>(page.request, baseURL!, `${api}/experiences`, {
      name: "Whale Watching",
      ticketCategories: [{ name: "Adult", price: 12900 }],
      capacity: 3,
      durationMinutes: 180,
      status: "Published",
    });
    experienceId = experience.id;
    await post(page.request, baseURL!, `${api}/events`, { experienceId, start: tomorrow.toISOString() });
  });

  const staffShot = screenshotter(page, 160);
  await test.step("staff keep the availability calendar open in their own browser", async () => {
    await page.goto(`/${tenant}/${project}/availability?date=${day}`);
    await expect(calendarSeats(page)).toHaveText("0+0/3");
    // Live once the hub has answered the calendar's watch: every change from here on is told.
    await expect(page.getByTestId("live-badge")).toHaveAttribute("data-state", "connected");
  });

  const website = await companyWebsite(baseURL!, tenant);
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await customer.newPage();
  const shopShot = screenshotter(shop, 165);
  try {
    await test.step("the customer opens the company's website on another origin and books in the widget", async () => {
      await shop.goto(website.url);
      const widget = shop.frameLocator('iframe[title="Online booking"]');
      await widget
        .getByRole("link", { name: /Whale Watching/ })
        .first()
        .click();
      await widget.getByRole("button", { name: "One more: Adult" }).click();
      await widget.getByRole("button", { name: "One more: Adult" }).click();
      await widget.getByLabel("Full name").fill("Guðrún Helgadóttir");
      await widget.getByLabel("Email").fill(email);
      await widget.getByLabel("I accept the terms and the refund policy").check();
      // The frame sizes itself to the storefront inside it: no scrollbar of its own.
      const frame = shop.frames().find((f) => f.url().includes("/storefront"))!;
      await expect
        .poll(async () => {
          const box = await shop.locator('iframe[title="Online booking"]').boundingBox();
          const inner = Number(await frame.evaluate("document.documentElement.scrollHeight"));
          return Math.abs((box?.height ?? 0) - inner);
        })
        .toBeLessThanOrEqual(2);
      await shopShot("widget-on-website");
      await widget.getByRole("button", { name: /^Book and pay/ }).click();
      await expect(shop.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
      expect(new URL(shop.url()).origin).toBe(new URL(baseURL!).origin);
    });

    await test.step("the held seats show on the staff calendar without a reload", async () => {
      await expect(calendarSeats(page)).toHaveText("0+2/3");
      await staffShot("calendar-held");
    });

    let reference = "";
    await test.step("pays with the good test card: confirmation page, and the seats sold on the calendar", async () => {
      await shop.getByRole("button", { name: /^Pay/ }).click();
      await expect(shop.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
      reference = (await shop.getByTestId("booking-reference").textContent())?.trim() ?? "";
      expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await shopShot("widget-confirmation");
      await expect(calendarSeats(page)).toHaveText("2+0/3");
      await staffShot("calendar-sold");
    });

    await test.step("the confirmation email is stored, with the reference and a calendar attachment", async () => {
      await post(page.request, baseURL!, "/api/test/run-due-jobs", { at: new Date().toISOString() });
      const emails = (await (
        await page.request.get(`/api/test/emails?to=${encodeURIComponent(email)}`)
      ).json()) as { kind: string; status: string; text: string; hasCalendar: boolean }[];
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ kind: "BookingConfirmed", status: "Stored", hasCalendar: true });
      expect(emails[0]!.text).toContain(reference);
    });

    await test.step("a declined card holds the last seat only until the hold runs out", async () => {
      await shop.goto(website.url);
      const widget = shop.frameLocator('iframe[title="Online booking"]');
      await widget
        .getByRole("link", { name: /Whale Watching/ })
        .first()
        .click();
      await widget.getByRole("button", { name: "One more: Adult" }).click();
      await widget.getByLabel("Full name").fill("Jón Jónsson");
      await widget.getByLabel("Email").fill(`declined-${email}`);
      await widget.getByLabel("I accept the terms and the refund policy").check();
      await widget.getByRole("button", { name: /^Book and pay/ }).click();
      await shop.getByLabel("Card number").fill("4000 0000 0000 0002");
      await shop.getByRole("button", { name: /^Pay/ }).click();
      await expect(shop.getByRole("alert")).toContainText("The card was declined");
      await expect(calendarSeats(page)).toHaveText("2+1/3");
      expect(await seatsLeft()).toBe(0);
      // Sixteen minutes later the hold has run out: the seat is free again, live on the calendar.
      await post(page.request, baseURL!, "/api/test/run-due-jobs", {
        at: new Date(Date.now() + 16 * 60_000).toISOString(),
      });
      await expect(calendarSeats(page)).toHaveText("2+0/3");
      expect(await seatsLeft()).toBe(1);
      await staffShot("calendar-hold-released");
    });
  } finally {
    await customer.close();
    await website.close();
  }
});
