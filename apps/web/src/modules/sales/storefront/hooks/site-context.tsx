import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatMinorAmount } from "@stund/shared/money/format-money";
import { asCurrency } from "@stund/shared/money/money";
import type { SiteRequest } from "../model/site-page";
import { textsFor, type Translate } from "../text/site-text";
import { longDay } from "../model/calendar-names";
import { placeOfZone, wallClock } from "../model/zoned-time";

export interface SiteFormat {
  money: (minor: number, currency: string) => string;
  duration: (minutes: number) => string;
  /** "Friday 2 July 2027" in the tour's zone. */
  day: (instant: string, zone: string) => string;
  /** A calendar day (YYYY-MM-DD) as people read it. */
  date: (day: string) => string;
  /** "09:00" in the tour's zone. */
  time: (instant: string, zone: string) => string;
  /** "Local time in Reykjavik". */
  localTime: (zone: string) => string;
  place: (zone: string) => string;
}

interface Site {
  request: SiteRequest;
  t: Translate;
  format: SiteFormat;
  /** A customer page's address that keeps the language, layout and project the frame was opened with. */
  link: (path: string) => string;
}

const SiteContext = createContext<Site | null>(null);

function formatFor(request: SiteRequest, t: Translate): SiteFormat {
  const pad = (n: number) => String(n).padStart(2, "0");
  const dayOf = (instant: string, zone: string) => {
    const clock = wallClock(instant, zone);
    return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  };
  return {
    // The storefront writes English money as en-US does ("$49.50"), Icelandic as is-IS.
    money: (minor, currency) =>
      formatMinorAmount(minor, asCurrency(currency), request.language === "IS" ? "is-IS" : "en-US"),
    duration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t("storefront.duration.minutes", { minutes: rest });
      if (rest === 0) return t("storefront.duration.hours", { hours });
      return t("storefront.duration.hoursMinutes", { hours, minutes: rest });
    },
    // Days are written from the calendar names, without a date format (see calendar-names.ts).
    day: (instant, zone) => longDay(dayOf(instant, zone), request.language),
    date: (day) => longDay(day, request.language),
    time: (instant, zone) => {
      const clock = wallClock(instant, zone);
      return `${pad(clock.hour)}:${pad(clock.minute)}`;
    },
    localTime: (zone) => t("storefront.localTime", { place: placeOfZone(zone) }),
    place: placeOfZone,
  };
}

function linkFor(request: SiteRequest) {
  return (path: string) => {
    const params = new URLSearchParams();
    if (request.requestedLanguage) params.set("lang", request.requestedLanguage.toLowerCase());
    if (request.embedded) {
      params.set("embed", "1");
      if (request.layout !== "Auto") params.set("layout", request.layout);
      if (request.project) params.set("project", request.project);
    }
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
}

export function SiteProvider({ request, children }: { request: SiteRequest; children: ReactNode }) {
  const site = useMemo(() => {
    const t = textsFor(request.language);
    return { request, t, format: formatFor(request, t), link: linkFor(request) };
  }, [request]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The page's request, its texts and formats, and its links. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside SiteProvider");
  return site;
}
