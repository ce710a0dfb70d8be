import { expect, test } from "@playwright/test";
import {
  bookAndPay,
  customerCompany,
  expectNoSeriousAxeViolations,
  experienceDescription,
  experienceName,
  fillCheckout,
  waitForCheckout,
} from "../support/customer-pages";
import { screenshotter } from "../support/screenshots";

test.use({ viewport: { width: 1280, height: 800 } });

const languages = [
  { lang: "en", book: /^Book/, termsLink: "Read the terms and the refund policy" },
  { lang: "is", book: /^Bóka/, termsLink: "Lesa skilmálana og endurgreiðslustefnuna" },
] as const;

test("the customer pages have no serious accessibility problems, in English and in Icelandic", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = await customerCompany(request, baseURL!, "axe");
  const storefront = `/${company.tenant}/storefront`;
  const experience = `${storefront}/${company.tag}`;

  // The server's markup must be what the browser draws: a difference (an Icelandic date written
  // by a browser without Icelandic locale data) makes React throw the page away and say so.
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));

  let bookingId = "";
  await test.step("a booking paid through the storefront, for its confirmation page", async () => {
    await page.goto(`${experience}?lang=en`);
    await waitForCheckout(page);
    await fillCheckout(page, { name: "Guðrún Helgadóttir", email: `${company.tenant}@example.com` });
    bookingId = await bookAndPay(page);
  });

  for (const { lang, book, termsLink } of languages) {
    await test.step(`storefront (${lang})`, async () => {
      await page.goto(`${storefront}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("experience-card")).toHaveCount(1);
      await expectNoSeriousAxeViolations(page, `storefront (${lang})`);
    });

    await test.step(`experience page with its checkout (${lang})`, async () => {
      await page.goto(`${experience}?lang=${lang}`);
      await waitForCheckout(page);
      await expectNoSeriousAxeViolations(page, `experience page (${lang})`);
    });

    await test.step(`the checkout's errors after booking with empty fields (${lang})`, async () => {
      await page.getByTestId("book").click();
      await expect(page.getByRole("button", { name: book })).toBeVisible();
      await expect(page.getByTestId("tickets-problem")).toBeVisible();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `checkout with errors (${lang})`);
    });

    await test.step(`the terms dialog (${lang})`, async () => {
      await page.getByRole("button", { name: termsLink }).click();
      await expect(page.getByTestId("terms-dialog")).toBeVisible();
      await expectNoSeriousAxeViolations(page, `terms dialog (${lang})`);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("terms-dialog")).toBeHidden();
    });

    await test.step(`booking confirmation (${lang})`, async () => {
      await page.goto(`/${company.tenant}/booking/${bookingId}?lang=${lang}`);
      await expect(page.getByTestId("booking-confirmed")).toBeVisible();
      await expectNoSeriousAxeViolations(page, `booking confirmation (${lang})`);
    });

    await test.step(`the widget's frame (${lang})`, async () => {
      await page.goto(`${storefront}?embed=1&layout=Single&lang=${lang}`);
      await expect(page.getByTestId("experience-card")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, `widget frame (${lang})`);
      await page.getByTestId("experience-card").click();
      await waitForCheckout(page);
      expect(new URL(page.url()).searchParams.get("embed")).toBe("1");
      await expectNoSeriousAxeViolations(page, `widget frame's experience page (${lang})`);
    });
  }
  expect(pageErrors, "errors in the pages' script (a failed take-over shows here)").toEqual([]);
});

test("without script the storefront and an experience's page show their offer, and the language switches", async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await customerCompany(request, baseURL!, "noscript");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const shoot = screenshotter(page, 170);
  try {
    await test.step("the storefront shows the experience's card with its name and price", async () => {
      await page.goto(`${baseURL}/${company.tenant}/storefront`);
      await expect(page.getByRole("heading", { name: company.name, level: 1 })).toBeVisible();
      const card = page.getByTestId("experience-card");
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading", { name: experienceName.EN })).toBeVisible();
      await expect(card.getByTestId("from-price")).toHaveText("From 12.900 Kr.");
      await shoot("storefront-without-script");
    });

    await test.step("the card's link leads to the experience's page: name, price, description, departures", async () => {
      await page.getByRole("link", { name: new RegExp(experienceName.EN) }).click();
      await expect(page).toHaveURL(`${baseURL}/${company.tenant}/storefront/${company.tag}`);
      await expect(page.getByRole("heading", { name: experienceName.EN, level: 1 })).toBeVisible();
      const details = page.getByTestId("experience-details");
      await expect(details).toContainText("From 12.900 Kr.");
      await expect(details).toContainText(experienceDescription.EN);
      const upcoming = page.getByTestId("upcoming-departures");
      await expect(upcoming).toContainText("Times are local time in Reykjavik.");
      const departure = upcoming.getByTestId("upcoming-departure");
      await expect(departure).toHaveCount(1);
      await expect(departure).toContainText("09:00");
      await expect(departure).toContainText("10 seats left");
      await expect(departure.locator("time")).toHaveAttribute("datetime", company.start.toISOString());
      await shoot("experience-without-script");
    });

    await test.step("the IS link shows the page in Icelandic, and EN back in English", async () => {
      await page.getByTestId("language-switch").getByRole("link", { name: /^IS\b/ }).click();
      await expect(page).toHaveURL(/\?lang=is$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "is");
      await expect(page.getByRole("heading", { name: experienceName.IS, level: 1 })).toBeVisible();
      await expect(page.getByTestId("experience-details")).toContainText(experienceDescription.IS);
      const upcoming = page.getByTestId("upcoming-departures");
      await expect(upcoming.getByRole("heading", { name: "Næstu brottfarir" })).toBeVisible();
      await expect(upcoming).toContainText("Tímar eru staðartími í Reykjavik.");
      await expect(upcoming.getByTestId("upcoming-departure")).toContainText("09:00");
      await expect(upcoming.getByTestId("upcoming-departure")).toContainText("10 sæti laus");
      await shoot("experience-without-script-is");

      // The way back to the storefront keeps the language chosen.
      await page.getByTestId("company-home").click();
      await expect(page).toHaveURL(`${baseURL}/${company.tenant}/storefront?lang=is`);
      await expect(page.getByTestId("from-price")).toHaveText("Frá 12.900 Kr.");

      await page.getByTestId("language-switch").getByRole("link", { name: /^EN\b/ }).click();
      await expect(page).toHaveURL(/\?lang=en$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByTestId("from-price")).toHaveText("From 12.900 Kr.");
    });
  } finally {
    await context.close();
  }
});

test("a customer who opened the app on localhost books and pays, and sees the tour's own time throughout", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await customerCompany(request, baseURL!, "localhost");
  const origin = new URL(baseURL!);
  origin.hostname = "localhost";
  const localhost = origin.origin;
  // A visitor whose computer is in Berlin (an hour ahead of Reykjavik in winter, two in summer).
  const context = await browser.newContext({
    timezoneId: "Europe/Berlin",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const shoot = screenshotter(page, 175);
  try {
    await test.step("the experience page shows the departure at 09:00, Reykjavik's time, not the visitor's", async () => {
      await page.goto(`${localhost}/${company.tenant}/storefront/${company.tag}`);
      await waitForCheckout(page);
      const upcoming = page.getByTestId("upcoming-departure");
      await expect(upcoming).toContainText("09:00");
      await expect(page.getByTestId("upcoming-departures")).toContainText(
        "Times are local time in Reykjavik.",
      );
      await expect(page.getByTestId("departure")).toContainText("09:00–12:00");
      await expect(page.getByTestId("checkout-form")).toContainText("Times are local time in Reykjavik.");
      await expect(page.getByTestId("departure")).not.toContainText("10:00");
    });

    await test.step("chooses it, adds a ticket, fills the details and accepts the terms", async () => {
      await page.getByTestId("upcoming-departure").getByRole("button", { name: "Choose" }).click();
      await expect(page.getByTestId(`departure-${company.eventId}`)).toBeChecked();
      await fillCheckout(page, { name: "Guðrún Helgadóttir", email: `${company.tenant}@example.com` });
      await expect(page.getByRole("button", { name: /^Book and pay/ })).toHaveText("Book and pay 12.900 Kr.");
      await shoot("checkout-from-berlin");
    });

    await test.step("books, pays with 4242 4242 4242 4242 and comes back to localhost, confirmed at 09:00", async () => {
      const bookingId = await bookAndPay(page);
      expect(page.url()).toBe(`${localhost}/${company.tenant}/booking/${bookingId}`);
      const when = page.getByTestId("booking-when");
      await expect(when).toContainText("09:00–12:00");
      await expect(when).not.toContainText("10:00");
      await expect(page.getByTestId("booking-zone")).toHaveText("Local time in Reykjavik");
      await shoot("confirmation-from-berlin");
    });
  } finally {
    await context.close();
  }
});

test("a crawler reads the experience's page, the robots file and the sitemap; assets are cached and compressed", async ({
  request,
  baseURL,
}) => {
  const company = await customerCompany(request, baseURL!, "crawler");
  const path = `/${company.tenant}/storefront/${company.tag}`;
  let html = "";

  await test.step("the experience's page is drawn on the server with its name, price and structured data", async () => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    html = await response.text();
    expect(html).toContain(experienceName.EN);
    expect(html).toContain("12.900 Kr.");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    expect(blocks.length).toBeGreaterThan(0);
    const types = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (key === "@type") [inner].flat().forEach((type) => types.add(String(type)));
          else collect(inner);
        }
      }
    };
    collect(blocks);
    expect([...types]).toEqual(expect.arrayContaining(["TouristTrip", "Event"]));
  });

  await test.step("robots.txt keeps crawlers off booking and payment pages", async () => {
    const response = await request.get("/robots.txt");
    expect(response.ok()).toBe(true);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("Disallow: /*/booking/");
    expect(lines).toContain("Disallow: /pay/");
  });

  await test.step("the company's sitemap lists the experience", async () => {
    const response = await request.get(`/${company.tenant}/sitemap.xml`);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain("xml");
    expect(await response.text()).toContain(`${path}`);
  });

  await test.step("the page's assets are cached for a year and sent in brotli", async () => {
    // The script that takes the page over (the first script, a few hundred bytes, only fetches it).
    const asset = /<meta name="stund-site" content="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "an asset under /assets/ in the page").toBeTruthy();
    const response = await request.get(asset!, { headers: { "accept-encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });
});
