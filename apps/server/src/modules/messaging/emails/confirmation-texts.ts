/** The wording of the booking confirmation email in the customer's language. */

export type EmailLanguage = "EN" | "IS";

export interface ConfirmationTexts {
  subject: (reference: string, company: string) => string;
  greeting: (name: string) => string;
  intro: (company: string) => string;
  reference: string;
  experience: string;
  date: string;
  time: string;
  /** Names the zone the times are in: the tour's, never the reader's. */
  localTime: (place: string) => string;
  tickets: string;
  total: string;
  paid: string;
  due: string;
  manage: string;
  calendar: string;
  /** The date and time formats' locale. */
  locale: string;
}

export const confirmationTexts: Record<EmailLanguage, ConfirmationTexts> = {
  EN: {
    subject: (reference, company) => `Booking confirmed: ${reference} (${company})`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: (company) => `Thank you for booking with ${company}. Your booking is confirmed.`,
    reference: "Booking reference",
    experience: "Experience",
    date: "Date",
    time: "Time",
    localTime: (place) => `Local time in ${place}`,
    tickets: "Tickets",
    total: "Total",
    paid: "Paid",
    due: "Left to pay",
    manage: "View or manage your booking",
    calendar: "A calendar entry is attached to this email.",
    locale: "en-GB",
  },
  IS: {
    subject: (reference, company) => `Bókun staðfest: ${reference} (${company})`,
    greeting: (name) => (name ? `Halló ${name},` : "Halló,"),
    intro: (company) => `Takk fyrir að bóka hjá ${company}. Bókunin þín er staðfest.`,
    reference: "Bókunarnúmer",
    experience: "Ferð",
    date: "Dagsetning",
    time: "Tími",
    localTime: (place) => `Staðartími í ${place}`,
    tickets: "Miðar",
    total: "Samtals",
    paid: "Greitt",
    due: "Ógreitt",
    manage: "Skoða eða breyta bókuninni",
    calendar: "Dagatalsfærsla fylgir þessum pósti.",
    locale: "is-IS",
  },
};
