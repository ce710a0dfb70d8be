/** Spec §9 and §2 date formats (dayjs tokens). */
export const dateFormats = {
  short: "DD/MM/YYYY",
  long: "DD/MM/YYYY HH:mm",
  plan: "DD.MMMM YYYY",
  planWithTime: "DD.MMMM YYYY HH:mm",
} as const;

export const defaultDisplayLocale = "en-GB";
export const fallbackLocale = "en-US";

/** The dayjs locale for each interface language; month names follow the language. */
export const dateLocales = { EN: "en", IS: "is" } as const;
