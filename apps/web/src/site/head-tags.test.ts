import { describe, expect, it } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { SitePage } from "../modules/sales/storefront/model/site-page";
import {
  afternoon,
  bookingId,
  company,
  glacierWalk,
  laterWalk,
  soldOutMorning,
  whaleWatching,
} from "../modules/sales/storefront/testing/storefront-fixtures";
import { headTags } from "./head-tags";
import { siteRequestOf } from "./site-request";

const origin = "https://book.example";

/** What these tests read of a schema.org node. */
interface LdOffer {
  price?: string;
  availability?: string;
  offers?: LdOffer[];
}
type LdNode = Record<string, unknown> & { name?: string; offers?: LdOffer };

/** The head of a page at `url`, parsed as a browser (or a search engine's crawler) reads it. */
function headOf(page: SitePage, url: string) {
  const request = siteRequestOf({
    tenant: "acme",
    url,
    cookie: undefined,
    acceptLanguage: undefined,
    origin,
  });
  const html = headTags({ request, page });
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    "text/html",
  );
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    html,
    document,
    title: document.title,
    meta: (key: string) =>
      attribute(`meta[name="${key}"]`, "content") ?? attribute(`meta[property="${key}"]`, "content"),
    link: (selector: string) => attribute(`link[${selector}]`, "href"),
    graph: () => {
      const scripts = document.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]!.textContent ?? "") as {
        "@context": string;
        "@graph": LdNode[];
      };
      expect(data["@context"]).toBe("https://schema.org");
      return data["@graph"];
    },
  };
}

const experiencePage = (
  experience: PublicExperience = glacierWalk,
  upcoming = [afternoon, laterWalk],
): SitePage => ({
  kind: "experience",
  company,
  experience,
  upcoming,
});

describe("headTags of an experience's page", () => {
  const walkUrl = `${origin}/acme/storefront/glacier-walk`;

  it("names the tour and its company, with its short description", () => {
    const head = headOf(experiencePage(), "/acme/storefront/glacier-walk");
    expect(head.title).toBe("Glacier walk | Acme Tours");
    expect(head.meta("description")).toBe("Walk on Sólheimajökull.");
    expect(head.meta("robots")).toBeUndefined();
  });

  it("gives the address in the page's language as canonical, and the page in each language", () => {
    const head = headOf(experiencePage(), "/acme/storefront/glacier-walk?lang=is&embed=1");
    expect(head.link('rel="canonical"')).toBe(`${walkUrl}?lang=is`);
    expect(head.link('rel="alternate"][hreflang="en"')).toBe(`${walkUrl}?lang=en`);
    expect(head.link('rel="alternate"][hreflang="is"')).toBe(`${walkUrl}?lang=is`);
    expect(head.link('rel="alternate"][hreflang="x-default"')).toBe(walkUrl);
    expect(head.title).toBe("Jöklaganga | Acme Tours");
    expect(head.meta("description")).toBe("Gengið á Sólheimajökul.");
  });

  it("shares as a card with the tour's picture", () => {
    const head = headOf(experiencePage(), "/acme/storefront/glacier-walk");
    expect(head.meta("og:type")).toBe("product");
    expect(head.meta("og:title")).toBe("Glacier walk | Acme Tours");
    expect(head.meta("og:description")).toBe("Walk on Sólheimajökull.");
    expect(head.meta("og:url")).toBe(`${walkUrl}?lang=en`);
    expect(head.meta("og:image")).toBe("https://images.example/glacier.jpg");
    expect(head.meta("og:locale")).toBe("en_GB");
    expect(head.meta("twitter:card")).toBe("summary_large_image");
    expect(head.meta("twitter:title")).toBe("Glacier walk | Acme Tours");
    expect(head.meta("twitter:description")).toBe("Walk on Sólheimajökull.");
    expect(head.meta("twitter:image")).toBe("https://images.example/glacier.jpg");
  });

  it("gives a picture stored on this installation its full address, and a tour without one a small card", () => {
    const own = headOf(
      experiencePage({ ...glacierWalk, images: ["/files/glacier.jpg"] }),
      "/acme/storefront/glacier-walk",
    );
    expect(own.meta("og:image")).toBe(`${origin}/files/glacier.jpg`);

    const bare = headOf(experiencePage(whaleWatching), "/acme/storefront/whales?lang=is");
    expect(bare.meta("og:image")).toBeUndefined();
    expect(bare.meta("twitter:image")).toBeUndefined();
    expect(bare.meta("twitter:card")).toBe("summary");
    expect(bare.meta("og:locale")).toBe("is_IS");
  });

  it("describes a tour without a short description by the start of its description", () => {
    const long = "Ice. ".repeat(100);
    const head = headOf(
      experiencePage({
        ...glacierWalk,
        shortDescription: { EN: "", IS: "" },
        description: { EN: long, IS: long },
      }),
      "/acme/storefront/glacier-walk",
    );
    expect(head.meta("description")).toBe(long.slice(0, 300));
  });

  it("tells search engines of the tour as a product with its prices in major units", () => {
    const [tour] = headOf(experiencePage(), "/acme/storefront/glacier-walk").graph();
    expect(tour).toMatchObject({
      "@type": ["Product", "TouristTrip"],
      "@id": `${walkUrl}?lang=en#experience`,
      name: "Glacier walk",
      description: "Walk on Sólheimajökull.",
      url: `${walkUrl}?lang=en`,
      image: ["https://images.example/glacier.jpg"],
      provider: { "@type": "Organization", name: "Acme Tours", url: `${origin}/acme/storefront` },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "ISK",
        offerCount: 2,
        lowPrice: "6450",
        highPrice: "12900",
        offers: [
          { "@type": "Offer", name: "Adult", price: "12900", priceCurrency: "ISK" },
          { "@type": "Offer", name: "Child", price: "6450", priceCurrency: "ISK" },
        ],
      },
    });
  });

  it("writes cents for a currency that has them", () => {
    const euros = {
      ...glacierWalk,
      currency: "EUR",
      ticketCategories: [
        { ...glacierWalk.ticketCategories[0]!, price: 4950 },
        { ...glacierWalk.ticketCategories[1]!, price: 2500 },
      ],
    };
    const [tour] = headOf(experiencePage(euros), "/acme/storefront/glacier-walk").graph();
    expect(tour!.offers).toMatchObject({ priceCurrency: "EUR", lowPrice: "25.00", highPrice: "49.50" });
    expect(tour!.offers!.offers!.map((offer) => offer.price)).toEqual(["49.50", "25.00"]);
  });

  it("adds each coming departure as an event, in stock or sold out", () => {
    const graph = headOf(
      experiencePage(glacierWalk, [afternoon, soldOutMorning, laterWalk]),
      "/acme/storefront/glacier-walk",
    ).graph();
    const events = graph.slice(1);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "Glacier walk",
      startDate: afternoon.start,
      endDate: afternoon.end,
      eventStatus: "https://schema.org/EventScheduled",
      remainingAttendeeCapacity: 11,
      offers: {
        "@type": "Offer",
        availability: "https://schema.org/InStock",
        price: "6450",
        priceCurrency: "ISK",
        url: `${walkUrl}?lang=en`,
      },
      superEvent: { "@id": `${walkUrl}?lang=en#experience` },
    });
    expect(events.map((event) => event.offers!.availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/SoldOut",
      "https://schema.org/InStock",
    ]);
  });

  it("keeps a name with markup in it from closing its elements early", () => {
    const name = 'Walk</script><script>alert("x")</script> & <b>more</b>';
    const sly = { ...glacierWalk, name: { EN: name, IS: name } };
    const head = headOf(experiencePage(sly, [afternoon]), "/acme/storefront/glacier-walk");

    expect(head.html).not.toContain("</script><script>");
    expect(head.document.querySelectorAll("script")).toHaveLength(1);
    expect(head.document.querySelector("b")).toBeNull();
    expect(head.title).toBe(`${name} | Acme Tours`);
    expect(head.meta("og:title")).toBe(`${name} | Acme Tours`);
    const graph = head.graph();
    expect(graph[0]!.name).toBe(name);
    expect(graph[1]!.name).toBe(name);
  });
});

describe("headTags of the storefront", () => {
  it("names the company, lists its experiences, and shares the first picture there is", () => {
    const head = headOf(
      { kind: "storefront", company, experiences: [whaleWatching, glacierWalk] },
      "/acme/storefront",
    );
    expect(head.title).toBe("Acme Tours");
    expect(head.meta("description")).toBe("Acme Tours: Choose an experience and book your seats online.");
    expect(head.link('rel="canonical"')).toBe(`${origin}/acme/storefront?lang=en`);
    expect(head.link('rel="alternate"][hreflang="x-default"')).toBe(`${origin}/acme/storefront`);
    expect(head.meta("og:type")).toBe("website");
    expect(head.meta("og:image")).toBe("https://images.example/glacier.jpg");
    expect(head.graph()).toEqual([
      {
        "@type": "ItemList",
        name: "Acme Tours",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            url: `${origin}/acme/storefront/whales`,
            name: "Whale watching",
          },
          {
            "@type": "ListItem",
            position: 2,
            url: `${origin}/acme/storefront/glacier-walk`,
            name: "Glacier walk",
          },
        ],
      },
    ]);
  });

  it("escapes the company's name in its title and tags", () => {
    const sly = { ...company, name: 'Acme "Tours" & <Sons>' };
    const head = headOf({ kind: "storefront", company: sly, experiences: [] }, "/acme/storefront");
    expect(head.title).toBe('Acme "Tours" & <Sons>');
    expect(head.meta("og:title")).toBe('Acme "Tours" & <Sons>');
    expect(head.html).toContain("<title>Acme &quot;Tours&quot; &amp; &lt;Sons&gt;</title>");
  });
});

describe("headTags of pages kept out of search engines", () => {
  const cases: [string, SitePage, string, string][] = [
    ["a booking", { kind: "booking", company, bookingId }, `/acme/booking/${bookingId}`, "Acme Tours"],
    [
      "an experience not on sale",
      { kind: "experienceNotFound", company },
      "/acme/storefront/gone",
      "This experience is not on sale | Acme Tours",
    ],
    [
      "an unknown company",
      { kind: "companyNotFound" },
      "/nobody/storefront",
      "We could not find this company",
    ],
  ];

  it.each(cases)(
    "keeps %s out, with no canonical address, other languages or data",
    (_, page, url, title) => {
      const head = headOf(page, url);
      expect(head.title).toBe(title);
      expect(head.meta("robots")).toBe("noindex, nofollow");
      expect(head.link('rel="canonical"')).toBeUndefined();
      expect(head.document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
      expect(head.document.querySelectorAll("script")).toHaveLength(0);
      expect(head.meta("description")).toBeUndefined();
    },
  );
});
