import type { PublicCompany, PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import { toMajorUnits } from "@stund/shared/money/money";
import { localizedText } from "../lib/language/localized-text";
import { isBookable } from "../modules/sales/storefront/model/departures";

type Json = Record<string, unknown>;

const availabilityOf = (bookable: boolean) =>
  bookable ? "https://schema.org/InStock" : "https://schema.org/SoldOut";

const priceOf = (minor: number, currency: string) =>
  toMajorUnits(minor, currency).toFixed(currency === "ISK" ? 0 : 2);

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith("http") ? url : `${origin}${url}`;
}

/** An experience as a tour (schema.org Product and TouristTrip) with its prices. */
export function experienceData(
  experience: PublicExperience,
  company: PublicCompany,
  language: Language,
  url: string,
  origin: string,
): Json {
  const prices = experience.ticketCategories.map((category) => category.price);
  const organization = {
    "@type": "Organization",
    name: company.name,
    url: `${origin}/${company.identifier}/storefront`,
  };
  return {
    "@type": ["Product", "TouristTrip"],
    "@id": `${url}#experience`,
    name: localizedText(experience.name, language),
    description:
      localizedText(experience.shortDescription, language) || localizedText(experience.description, language),
    url,
    image: experience.images.map((image) => absolute(origin, image)),
    brand: organization,
    provider: organization,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: experience.currency,
      offerCount: prices.length,
      ...(prices.length > 0
        ? {
            lowPrice: priceOf(Math.min(...prices), experience.currency),
            highPrice: priceOf(Math.max(...prices), experience.currency),
          }
        : {}),
      offers: experience.ticketCategories.map((category) => ({
        "@type": "Offer",
        name: localizedText(category.name, language),
        price: priceOf(category.price, experience.currency),
        priceCurrency: experience.currency,
        availability: "https://schema.org/InStock",
        url,
      })),
    },
  };
}

/** A departure as a schema.org Event, with whether seats are left. */
export function departureData(
  event: PublicEvent,
  experience: PublicExperience,
  company: PublicCompany,
  language: Language,
  url: string,
): Json {
  const lowest = Math.min(...experience.ticketCategories.map((category) => category.price));
  return {
    "@type": "Event",
    name: localizedText(experience.name, language),
    startDate: event.start,
    endDate: event.end,
    eventStatus: event.delayed ? "https://schema.org/EventRescheduled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: company.name },
    organizer: { "@type": "Organization", name: company.name },
    remainingAttendeeCapacity: event.available,
    offers: {
      "@type": "Offer",
      url,
      availability: availabilityOf(isBookable(event)),
      priceCurrency: experience.currency,
      ...(Number.isFinite(lowest) ? { price: priceOf(lowest, experience.currency) } : {}),
    },
    superEvent: { "@id": `${url}#experience` },
  };
}

/** The JSON-LD of a page: one graph, written so it cannot close its script element early. */
export function jsonLd(graph: Json[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
}
