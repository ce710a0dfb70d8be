import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import { localizedText } from "../lib/language/localized-text";
import { cardSizes, heroSizes } from "../modules/sales/storefront/model/picture-sizes";
import type { SiteState } from "../modules/sales/storefront/model/site-page";
import { textsFor } from "../modules/sales/storefront/text/site-text";
import { departureData, experienceData, jsonLd } from "./structured-data";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const meta = (attribute: "name" | "property", key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : "";

const ogLocale: Record<Language, string> = { EN: "en_GB", IS: "is_IS" };

/** A page's address in a language: the language the address asks for is part of it. */
const addressIn = (origin: string, path: string, language?: Language) =>
  `${origin}${path}${language ? `?lang=${language.toLowerCase()}` : ""}`;

/**
 * The page's first picture, asked for before the browser meets it in the page: it is what the
 * customer waits to see (the largest paint), so it goes before the scripts.
 */
function picturePreload(experience: PublicExperience | undefined, sizes: string): string {
  const picture = experience?.pictures[0];
  const source = picture?.sources[0];
  if (!picture || !source) return "";
  return (
    `<link rel="preload" as="image" href="${escapeHtml(picture.url)}" imagesrcset="${escapeHtml(source.srcset)}" ` +
    `imagesizes="${escapeHtml(sizes)}" type="${escapeHtml(source.type)}" fetchpriority="high">`
  );
}

function preloadOf(state: SiteState): string {
  const { page } = state;
  if (page.kind === "storefront") return picturePreload(page.experiences[0], cardSizes);
  if (page.kind === "experience") return picturePreload(page.experience, heroSizes);
  return "";
}

interface Head {
  title: string;
  description: string;
  image?: string;
  type: "website" | "product";
  /** Kept out of search engines: a booking's page, and pages that found nothing. */
  noindex: boolean;
  graph: Record<string, unknown>[];
}

function headOf(state: SiteState): Head {
  const { request, page } = state;
  const t = textsFor(request.language);
  const url = addressIn(request.origin, request.path, request.language);
  switch (page.kind) {
    case "storefront":
      return {
        title: page.company.name,
        description: `${page.company.name}: ${t("storefront.intro")}`,
        image: page.experiences.find((experience) => experience.images[0])?.images[0],
        type: "website",
        noindex: false,
        graph: [
          {
            "@type": "ItemList",
            name: page.company.name,
            itemListElement: page.experiences.map((experience, index) => ({
              "@type": "ListItem",
              position: index + 1,
              url: `${request.origin}/${request.tenant}/storefront/${encodeURIComponent(experience.tag || experience.id)}`,
              name: localizedText(experience.name, request.language),
            })),
          },
        ],
      };
    case "experience": {
      const { experience, company } = page;
      const name = localizedText(experience.name, request.language);
      return {
        title: `${name} | ${company.name}`,
        description:
          localizedText(experience.shortDescription, request.language) ||
          localizedText(experience.description, request.language).slice(0, 300),
        image: experience.images[0],
        type: "product",
        noindex: false,
        graph: [
          experienceData(experience, company, request.language, url, request.origin),
          ...page.upcoming.map((event) => departureData(event, experience, company, request.language, url)),
        ],
      };
    }
    case "booking":
      return { title: page.company.name, description: "", type: "website", noindex: true, graph: [] };
    case "experienceNotFound":
      return {
        title: `${t("storefront.experienceNotFound.title")} | ${page.company.name}`,
        description: "",
        type: "website",
        noindex: true,
        graph: [],
      };
    case "companyNotFound":
      return {
        title: t("storefront.notFound.title"),
        description: "",
        type: "website",
        noindex: true,
        graph: [],
      };
  }
}

/**
 * The head of a customer page: title, description, canonical address and its other language,
 * Open Graph and Twitter cards, and the page's schema.org data, so a shared link and a search
 * engine both see what the page is about without running its script.
 */
export function headTags(state: SiteState): string {
  const { request } = state;
  const head = headOf(state);
  const url = addressIn(request.origin, request.path, request.language);
  const image = head.image
    ? head.image.startsWith("http")
      ? head.image
      : `${request.origin}${head.image}`
    : undefined;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.noindex
      ? meta("name", "robots", "noindex, nofollow")
      : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.noindex
      ? []
      : [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(addressIn(request.origin, request.path, "EN"))}">`,
          `<link rel="alternate" hreflang="is" href="${escapeHtml(addressIn(request.origin, request.path, "IS"))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(request.origin, request.path))}">`,
        ]),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:locale", ogLocale[request.language]),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
    preloadOf(state),
    head.graph.length > 0 ? `<script type="application/ld+json">${jsonLd(head.graph)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}
