import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { experiences } from "../../../db/schema/catalogue";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The JSON-LD graph of a page. */
function structuredData(html: string): Record<string, unknown>[] {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD in the page");
  return (JSON.parse(match[1]!) as { "@graph": Record<string, unknown>[] })["@graph"];
}

describe("server-rendered customer pages", () => {
  it("gives a crawler an experience's name, price, departures and JSON-LD in the first answer", async () => {
    const d = await publicDeparture(t, 5, new Date(Date.now() + 2 * 864e5));
    const list = (await t.app.inject({ method: "GET", url: `${d.base}/experiences` })).json() as {
      tag: string;
      name: { EN: string };
    }[];
    const { tag, name } = list[0]!;
    const page = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront/${tag}`,
      headers: { "user-agent": "Googlebot/2.1", host: "localhost:3000" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.etag).toBeTruthy();
    const html = page.body;
    expect(html).toContain(`<title>${name.EN} | `);
    expect(html).toContain(`<h1>${name.EN}</h1>`);
    expect(html).toContain("12.900 Kr.");
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/${d.tenant.identifier}/storefront/${tag}?lang=en">`,
    );
    expect(html).toContain('hreflang="is"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const graph = structuredData(html);
    const trip = graph.find((node) => Array.isArray(node["@type"]));
    expect(trip).toMatchObject({
      "@type": ["Product", "TouristTrip"],
      name: name.EN,
      offers: { "@type": "AggregateOffer", priceCurrency: "ISK", lowPrice: "12900" },
    });
    const events = graph.filter((node) => node["@type"] === "Event");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      offers: { availability: "https://schema.org/InStock" },
      remainingAttendeeCapacity: 5,
    });
    // The departure is listed as text, readable without script; the checkout's controls wait
    // for the page's script.
    expect(html).toContain('data-testid="upcoming-departure"');
    expect(html).toMatch(/<fieldset class="sf-fieldset sf-stack" disabled="">/);

    // A conditional request for the same page is answered 304.
    const again = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront/${tag}`,
      headers: { host: "localhost:3000", "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws a long page whole, with no inline script (the pages' policy allows none)", async () => {
    const d = await publicDeparture(t);
    // A long description: React streams large parts of a page behind inline scripts unless the
    // page is drawn as one piece.
    const long = "Whales, puffins and the midnight sun over Faxaflói bay. ".repeat(400);
    await t.database.db
      .update(experiences)
      .set({ description: { EN: long, IS: long } })
      .where(eq(experiences.id, d.experienceId));
    const [listed] = (await t.app.inject({ method: "GET", url: `${d.base}/experiences` })).json() as {
      tag: string;
    }[];
    const page = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront/${listed!.tag}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(long.trim());
    const inline = [...page.body.matchAll(/<script([^>]*)>/g)].filter(
      ([, attributes]) => !/src=|type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(inline).toEqual([]);
    expect(page.body).not.toContain("<template");
  });

  it("renders the storefront in the language the address asks for, and Icelandic for an Icelandic browser", async () => {
    const d = await publicDeparture(t);
    const english = await t.app.inject({ method: "GET", url: `/${d.tenant.identifier}/storefront` });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('data-testid="experience-card"');
    const icelandic = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront`,
      headers: { "accept-language": "is-IS,is;q=0.9,en;q=0.5" },
    });
    expect(icelandic.body).toContain('<html lang="is">');
    expect(icelandic.body).toContain("Veldu upplifun");
    const asked = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront?lang=en`,
      headers: { "accept-language": "is" },
    });
    expect(asked.body).toContain('<html lang="en">');
  });

  it("answers 404 pages for an unknown company or experience, kept out of indexes", async () => {
    const d = await publicDeparture(t);
    const company = await t.app.inject({ method: "GET", url: "/no-such-company-here/storefront" });
    expect(company.statusCode).toBe(404);
    expect(company.body).toContain('data-testid="company-not-found"');
    expect(company.body).toContain('content="noindex, nofollow"');
    const experience = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/storefront/no-such-tour`,
    });
    expect(experience.statusCode).toBe(404);
    expect(experience.body).toContain('data-testid="experience-not-found"');
  });

  it("keeps a booking's page out of indexes", async () => {
    const d = await publicDeparture(t);
    const page = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/booking/7c0a8e8e-0000-4000-8000-000000000000`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('content="noindex, nofollow"');
  });

  it("lists a company's storefront and experiences in its sitemap, in both languages", async () => {
    const d = await publicDeparture(t);
    const sitemap = await t.app.inject({
      method: "GET",
      url: `/${d.tenant.identifier}/sitemap.xml`,
      headers: { host: "localhost:3000" },
    });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/${d.tenant.identifier}/storefront</loc>`);
    expect(sitemap.body.match(/<url>/g)).toHaveLength(2);
    expect(sitemap.body).toContain('hreflang="is"');
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-company-here/sitemap.xml" });
    expect(unknown.statusCode).toBe(404);
  });
});
