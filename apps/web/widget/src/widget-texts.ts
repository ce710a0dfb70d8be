import type { Language } from "@stund/shared/enums";

/**
 * The few words the widget shows itself. They live here rather than in the console's catalogue
 * so the script stays small and needs no request before it can draw a button.
 */
const texts = {
  EN: { frame: "Online booking", close: "Close", button: "Book now" },
  IS: { frame: "Bókun á netinu", close: "Loka", button: "Bóka núna" },
} as const;

export type WidgetTexts = (typeof texts)[Language];

export function widgetTexts(language: Language): WidgetTexts {
  return texts[language];
}
