/**
 * Sample data for previews: one booking at a Reykjavík company, in each language, with every
 * variable of every kind filled, dates in the company's time zone and amounts as people read them.
 */
import { templateVariables, type TemplateKind } from "@stund/shared/contracts/notification-templates";
import type { Language } from "@stund/shared/enums";
import { displayLocaleOf } from "@stund/shared/format/locales";
import { formatMoney } from "@stund/shared/money/format-money";

export const sampleTimeZone = "Atlantic/Reykjavik";
const departureAt = new Date("2026-03-14T09:30:00Z");
const delayedAt = new Date("2026-03-14T11:00:00Z");

function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(displayLocaleOf(language), {
    timeZone: sampleTimeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

function time(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: sampleTimeZone,
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

const isk = (amount: number) => formatMoney(amount, "ISK", "is-IS");

const words = {
  EN: {
    customer: "Guðrún Jónsdóttir",
    experience: "Northern Lights by Boat",
    meetingPoint: "Old Harbour, Ægisgarður 5",
    adult: "Adult",
    child: "Child (7–15)",
    delay:
      "The wind is still strong in the bay, so we wait until it calms down. Warm clothes are a good idea.",
    inviter: "Sigríður Pálsdóttir",
    message: "Welcome aboard! We start training on Monday.",
    user: "Einar Guðmundsson",
    notesA: "One guest uses a wheelchair",
    notesB: "",
  },
  IS: {
    customer: "Guðrún Jónsdóttir",
    experience: "Norðurljósasigling",
    meetingPoint: "Gamla höfnin, Ægisgarður 5",
    adult: "Fullorðinn",
    child: "Barn (7–15 ára)",
    delay: "Enn er hvasst á flóanum svo við bíðum þar til lægir. Hlý föt eru góð hugmynd.",
    inviter: "Sigríður Pálsdóttir",
    message: "Velkomin um borð! Þjálfun hefst á mánudaginn.",
    user: "Einar Guðmundsson",
    notesA: "Einn gestur er í hjólastól",
    notesB: "",
  },
} as const;

/** Every variable any kind uses, filled with sample values in a language. */
function allSampleData(language: Language): Record<string, unknown> {
  const w = words[language];
  const company = {
    name: "Norðurfari ehf.",
    email: "bokanir@nordurfari.is",
    phone: "+354 555 1234",
    logoUrl: "https://nordurfari.is/logo.png",
  };
  return {
    booking: { reference: "NF-4821" },
    customer: { name: w.customer },
    experience: { name: w.experience },
    departure: { date: day(departureAt, language), time: time(departureAt) },
    meetingPoint: {
      name: w.meetingPoint,
      mapLink: "https://www.openstreetmap.org/?mlat=64.1522&mlon=-21.9434",
    },
    tickets: [
      { category: w.adult, quantity: 2, amount: isk(25_980) },
      { category: w.child, quantity: 1, amount: isk(6_490) },
    ],
    total: isk(32_470),
    manageLink: "https://stund.is/nordurfari/booking/NF-4821",
    company,
    refund: { amount: isk(32_470) },
    payment: { amount: isk(32_470), link: "https://stund.is/nordurfari/pay/NF-4821" },
    delay: { newTime: time(delayedAt), message: w.delay },
    invitation: {
      inviterName: w.inviter,
      link: "https://stund.is/invitation/8f2c",
      expiresOn: day(new Date("2026-03-21T12:00:00Z"), language),
      message: w.message,
    },
    user: { name: w.user },
    reset: { link: "https://stund.is/reset-password/3b9e" },
    manifest: {
      date: day(departureAt, language),
      departures: [
        {
          time: "09:30",
          experience: w.experience,
          meetingPoint: w.meetingPoint,
          guests: 23,
          notes: w.notesA,
        },
        {
          time: "20:00",
          experience: w.experience,
          meetingPoint: w.meetingPoint,
          guests: 41,
          notes: w.notesB,
        },
      ],
    },
  };
}

/** Sample data for a kind's preview: only the variables that kind may use. */
export function sampleData(kind: TemplateKind, language: Language): Record<string, unknown> {
  const roots = new Set(templateVariables[kind].map(({ name }) => name.split(".")[0]));
  return Object.fromEntries(Object.entries(allSampleData(language)).filter(([root]) => roots.has(root)));
}
