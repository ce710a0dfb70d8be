import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerWithCompany } from "../support/api-setup";
import { newUser } from "../support/auth";
import { createProject } from "../support/catalogue-api";
import { screenshotter } from "../support/screenshots";
import { chooseOption } from "../support/select";
import { uniqueIdentifier } from "../support/unique";

test.use({ viewport: { width: 1280, height: 800 } });

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: { origin: baseURL, "x-stund-request": "1" }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("a customer books on the storefront and pays on the sandbox page; staff book at the desk, refund half and find both", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shoot = screenshotter(page, 140);
  const tenant = uniqueIdentifier("whales");
  const project = "harbour";
  const api = `/${tenant}/api/${project}`;
  const tomorrow = new Date(Date.now() + 864e5);
  tomorrow.setUTCHours(13, 0, 0, 0);

  await test.step("an owner with a company, a published experience and a departure tomorrow, through the API", async () => {
    await ownerWithCompany(page.request, baseURL!, newUser("bookings"), {
      identifier: tenant,
      name: "Harbour Whales",
    });
    await createProject(page.request, baseURL!, tenant, { name: "Harbour", identifier: project });
    const experience = await post<{ id: string }>(page.request, baseURL!, `${api}/experiences`, {
      name: "Whale Watching",
      ticketCategories: [
        { name: "Adult", price: 12900 },
        { name: "Child", price: 6500 },
      ],
      capacity: 10,
      durationMinutes: 180,
      status: "Published",
    });
    await post(page.request, baseURL!, `${api}/events`, {
      experienceId: experience.id,
      start: tomorrow.toISOString(),
    });
  });

  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await customer.newPage();
  const shopShot = screenshotter(shop, 150);
  await test.step("the customer chooses the departure and tickets on the storefront, at phone width", async () => {
    await shop.goto(`${baseURL}/${tenant}/storefront`);
    await expect(shop.getByRole("heading", { name: "Harbour Whales" })).toBeVisible();
    await shopShot("storefront");
    await shop
      .getByRole("link", { name: /Whale Watching/ })
      .first()
      .click();
    await shop.getByRole("button", { name: "One more: Adult" }).click();
    await shop.getByRole("button", { name: "One more: Adult" }).click();
    await shop.getByLabel("Full name").fill("Guðrún Helgadóttir");
    await shop.getByLabel("Email").fill("gudrun@example.com");
    await shop.getByLabel("I accept the terms and the refund policy").check();
    await shopShot("experience-checkout");
    await shop.getByRole("button", { name: /^Book and pay/ }).click();
  });

  let reference = "";
  let deskReference = "";
  await test.step("pays with the sandbox's good test card and lands on the confirmation", async () => {
    await expect(shop.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    await shopShot("sandbox-page");
    await shop.getByRole("button", { name: /^Pay/ }).click();
    await expect(shop.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
    reference = (await shop.getByTestId("booking-reference").textContent())?.trim() ?? "";
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await shopShot("confirmation");
  });

  await test.step("a second customer's card is declined: the booking only holds its seats", async () => {
    await shop.goto(`${baseURL}/${tenant}/storefront`);
    await shop
      .getByRole("link", { name: /Whale Watching/ })
      .first()
      .click();
    await shop.getByRole("button", { name: "One more: Child" }).click();
    await shop.getByLabel("Full name").fill("Jón Jónsson");
    await shop.getByLabel("Email").fill("jon@example.com");
    await shop.getByLabel("I accept the terms and the refund policy").check();
    await shop.getByRole("button", { name: /^Book and pay/ }).click();
    await shop.getByLabel("Card number").fill("4000 0000 0000 0002");
    await shop.getByRole("button", { name: /^Pay/ }).click();
    await expect(shop.getByRole("alert")).toContainText("The card was declined");
    await shopShot("sandbox-declined");
  });
  await customer.close();

  await test.step("staff book two adults at the desk with cash", async () => {
    await page.goto(`/${tenant}/${project}/quick-booking`);
    await chooseOption(page, "Experience", "Whale Watching");
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByText("13:00", { exact: true }).click();
    await page.getByRole("button", { name: "One more: Adult" }).click();
    await page.getByLabel("Cash (paid now)").check();
    await shoot("quick-booking");
    await page.getByRole("button", { name: /^Book ·/ }).click();
    await expect(page.getByRole("heading", { name: "Booked" })).toBeVisible();
    await shoot("quick-booking-receipt");
    deskReference = (await page.getByTestId("receipt-reference").textContent())?.trim() ?? "";
  });

  await test.step("staff refund half of the desk booking in cash from its page", async () => {
    await page.goto(`/${tenant}/${project}/bookings`);
    await page.getByText(deskReference).click();
    await page.getByTestId("booking-actions").click();
    await page.getByTestId("action-refund").click();
    const dialog = page.getByTestId("refund-modal");
    await expect(dialog.getByTestId("refund-left")).toHaveText("Up to 12.900 Kr. can be refunded.");
    await dialog.getByTestId("refund-amount").fill("6450");
    await chooseOption(page, "Reason", "Customer request");
    await dialog.getByTestId("refund-note").fill("Half refunded: one guest could not come");
    await shoot("refund-dialog");
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(page.getByText("6.450 Kr. was refunded.").first()).toBeVisible();
    await expect(page.getByText("Partly refunded").first()).toBeVisible();
    // Paid in full and half given back: nothing is owed again, nothing more is due back.
    await expect(page.getByTestId("booking-refunded")).toContainText("6.450 Kr.");
    await expect(page.getByTestId("booking-balance")).toHaveText(/^Balance\s*0 Kr\.$/);
    await shoot("booking-partly-refunded");
  });

  await test.step("the bookings list shows the paid booking, the partly refunded one and the held one", async () => {
    await page.goto(`/${tenant}/${project}/bookings`);
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByRole("cell", { name: "Confirmed Paid" })).toHaveCount(1);
    await expect(page.getByRole("cell", { name: "Confirmed Partly refunded" })).toHaveCount(1);
    await expect(page.getByRole("cell", { name: "Pending Unpaid" })).toHaveCount(1);
    await shoot("bookings-list");
    await page.getByText(reference).click();
    await expect(page.getByRole("heading", { name: "Payments and refunds" })).toBeVisible();
    await shoot("booking-detail");
  });
});
