import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ownerWithCompany } from "./api-setup";
import { newUser } from "./auth";
import { createProject } from "./catalogue-api";
import { uniqueIdentifier } from "./unique";

/** A company with one published experience on sale and one departure, set up through the API. */
export interface CustomerCompany {
  tenant: string;
  name: string;
  experienceId: string;
  /** The experience's address segment: /{tenant}/storefront/{tag}. */
  tag: string;
  eventId: string;
  /** The departure: tomorrow at 09:00 UTC, which is 09:00 in Reykjavik. */
  start: Date;
}

export const experienceName = { EN: "Whale Watching", IS: "Hvalaskoðun" } as const;
export const experienceDescription = {
  EN: "Three hours on Faxaflói bay with minke whales, dolphins and puffins.",
  IS: "Þrjár klukkustundir á Faxaflóa með hrefnum, höfrungum og lundum.",
} as const;

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: { origin: baseURL, "x-stund-request": "1" }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * An owner, their company "Harbour Whales", a project in the default zone (Atlantic/Reykjavik),
 * the experience "Whale Watching" in English and Icelandic at ISK 12 900 an adult, 10 seats, 3
 * hours, and a departure tomorrow at 09:00 UTC (09:00 in Reykjavik, which keeps UTC all year).
 */
export async function customerCompany(
  request: APIRequestContext,
  baseURL: string,
  label: string,
): Promise<CustomerCompany> {
  const tenant = uniqueIdentifier(label);
  const project = "harbour";
  const api = `/${tenant}/api/${project}`;
  const name = "Harbour Whales";
  const start = new Date(Date.now() + 864e5);
  start.setUTCHours(9, 0, 0, 0);

  await ownerWithCompany(request, baseURL, newUser(label), { identifier: tenant, name });
  await createProject(request, baseURL, tenant, { name: "Harbour", identifier: project });
  const experience = await post<{ id: string; tag: string }>(request, baseURL, `${api}/experiences`, {
    name: experienceName,
    tag: "whale-watching",
    shortDescription: {
      EN: "Minke whales and puffins on the bay.",
      IS: "Hrefnur og lundar á flóanum.",
    },
    description: experienceDescription,
    ticketCategories: [{ name: { EN: "Adult", IS: "Fullorðinn" }, price: 12900 }],
    capacity: 10,
    durationMinutes: 180,
    status: "Published",
  });
  const event = await post<{ id: string }>(request, baseURL, `${api}/events`, {
    experienceId: experience.id,
    start: start.toISOString(),
  });
  return { tenant, name, experienceId: experience.id, tag: experience.tag, eventId: event.id, start };
}

/**
 * axe-core on the page as it stands: no violation of impact "serious" or "critical". The failure
 * lists each violation's rule, impact and the elements it found.
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const described = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
        )
        .join("\n"),
  );
  expect(serious, `${what}: axe found\n${described.join("\n")}`).toEqual([]);
}

/** The experience page has been taken over by its script: the tomorrow's departure is chosen. */
export async function waitForCheckout(page: Page): Promise<void> {
  await expect(page.getByTestId("departure").first()).toBeVisible();
}

/** Adds an adult, fills the customer's details and accepts the terms (English page). */
export async function fillCheckout(page: Page, customer: { name: string; email: string }): Promise<void> {
  await page.getByRole("button", { name: "One more: Adult" }).click();
  await page.getByLabel("Full name").fill(customer.name);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("I accept the terms and the refund policy").check();
}

/** Books with "Book and pay", pays on the sandbox page with the good test card, lands on the booking. */
export async function bookAndPay(page: Page): Promise<string> {
  await page.getByRole("button", { name: /^Book and pay/ }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
  const id = /\/booking\/([^/?#]+)/.exec(page.url())?.[1];
  expect(id, `booking page address: ${page.url()}`).toBeTruthy();
  return id!;
}
