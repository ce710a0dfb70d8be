import type { Layout } from "@stund/shared/bookings/enums";
import type { PublicCompany, PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import type { ZoneRules } from "./zoned-time";

/** What the address of a customer page asks for, read by the server and handed to the browser. */
export interface SiteRequest {
  tenant: string;
  language: Language;
  /** The language the address asked for (?lang=), kept on the page's links. */
  requestedLanguage?: Language;
  /** The widget's layout (Auto outside a widget). */
  layout: Layout;
  /** A project's booking widget shows only that project's experiences. */
  project?: string;
  /** Inside the booking widget's frame: no header, and the page reports its height. */
  embedded: boolean;
  /** The public address of this installation, for canonical links and structured data. */
  origin: string;
  /** The page's path without its query. */
  path: string;
}

/** One customer page with the company's data it shows, as the server read it. */
export type SitePage =
  | { kind: "storefront"; company: PublicCompany; experiences: PublicExperience[] }
  | {
      kind: "experience";
      company: PublicCompany;
      experience: PublicExperience;
      /** The next departures with seats, shown (and readable by search engines) without script. */
      upcoming: PublicEvent[];
    }
  | { kind: "booking"; company: PublicCompany; bookingId: string }
  | { kind: "companyNotFound" }
  | { kind: "experienceNotFound"; company: PublicCompany };

export interface SiteState {
  request: SiteRequest;
  page: SitePage;
  /** The tour's zone's offsets for the coming months, so the browser writes its times without Intl. */
  zoneRules?: ZoneRules;
}

/** The id of the script element that carries the page's state from the server to the browser. */
export const siteStateElementId = "site-state";

/** The time zone a page's times are in when the page names none (the platform's home). */
export const defaultTimeZone = "Atlantic/Reykjavik";

/** The zone where an experience happens (the project's), which its days and times are in. */
export function experienceTimeZone(experience: PublicExperience): string {
  return experience.timeZone || defaultTimeZone;
}
