/** The wording of a person's calendar feed, in the language they chose for the console. */

export type FeedLanguage = "EN" | "IS";

export interface FeedTexts {
  guests: (sold: number, capacity: number) => string;
  meetingPoint: string;
  open: string;
  cancelled: string;
}

export const feedTexts: Record<FeedLanguage, FeedTexts> = {
  EN: {
    guests: (sold, capacity) => `Guests: ${sold} of ${capacity}`,
    meetingPoint: "Meeting point",
    open: "Open in Stund",
    cancelled: "Cancelled",
  },
  IS: {
    guests: (sold, capacity) => `Gestir: ${sold} af ${capacity}`,
    meetingPoint: "Mætingarstaður",
    open: "Opna í Stund",
    cancelled: "Aflýst",
  },
};
