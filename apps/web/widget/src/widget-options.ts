import { layouts, widgetPlacements, type Layout, type WidgetPlacement } from "@stund/shared/bookings/enums";
import type { Language } from "@stund/shared/enums";

/** One widget's settings, read from the data attributes of the element a company pasted. */
export interface WidgetOptions {
  tenant: string;
  placement: WidgetPlacement;
  /** The experience's tag; EventDetail and Button show one experience. */
  experience?: string;
  /** A project's identifier: its BookingPane lists only that project's experiences. */
  project?: string;
  layout: Layout;
  language: Language;
  /** The Button's text; the widget's own words in the language when absent. */
  label?: string;
}

export type ReadOptions = { options: WidgetOptions } | { problem: string };

/** The attribute that marks an element as a booking widget. */
export const widgetAttribute = "data-stund-widget";

export function needsExperience(placement: WidgetPlacement): boolean {
  return placement !== "BookingPane";
}

function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | undefined,
  fallback: T,
): T | undefined {
  if (value === undefined || value.trim() === "") return fallback;
  return allowed.find((item) => item.toLowerCase() === value.trim().toLowerCase());
}

/** The host page's language when the element names none: Icelandic pages get Icelandic. */
function pageLanguage(element: Element): Language {
  return /^is\b/i.test(element.ownerDocument.documentElement.lang) ? "IS" : "EN";
}

/**
 * Reads and checks a widget element's attributes. A mistake is answered with a sentence for the
 * browser console rather than a broken frame on the company's page.
 */
export function readWidgetOptions(element: HTMLElement): ReadOptions {
  const data = element.dataset;
  const tenant = data.tenant?.trim();
  if (!tenant) return { problem: "data-tenant is missing: give the company's identifier." };
  const placement = oneOf(widgetPlacements, data.placement, "BookingPane");
  if (!placement) return { problem: `data-placement must be one of ${widgetPlacements.join(", ")}.` };
  const layout = oneOf(layouts, data.layout, "Auto");
  if (!layout) return { problem: `data-layout must be one of ${layouts.join(", ")}.` };
  const language = oneOf(["EN", "IS"] as const, data.language, pageLanguage(element));
  if (!language) return { problem: "data-language must be EN or IS." };
  const experience = data.experience?.trim() || undefined;
  if (needsExperience(placement) && !experience)
    return { problem: `data-experience is missing: ${placement} shows one experience, named by its tag.` };
  const label = data.label?.trim() || undefined;
  const project = data.project?.trim() || undefined;
  return {
    options: {
      tenant,
      placement,
      layout,
      language,
      ...(needsExperience(placement) ? { experience } : {}),
      ...(placement === "Button" && label ? { label } : {}),
      ...(placement === "BookingPane" && project ? { project } : {}),
    },
  };
}
