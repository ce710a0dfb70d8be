import type { Layout, WidgetPlacement } from "@stund/shared/bookings/enums";
import type { Language } from "@stund/shared/enums";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { needsExperience, type WidgetOptions } from "../../../../../widget/src/widget-options";

/**
 * What staff choose on the widgets screen. The experience is its storefront address segment;
 * null for the experience or the language means not chosen yet (the first experience, the
 * console's language).
 */
export interface WidgetChoice {
  placement: WidgetPlacement;
  experience: string | null;
  layout: Layout;
  language: Language | null;
  label: string;
}

export const defaultWidgetChoice: WidgetChoice = {
  placement: "BookingPane",
  experience: null,
  layout: "Auto",
  language: null,
  label: "",
};

/** How the storefront names an experience in its address: the tag, or the id when it has none. */
export function experienceSegment(experience: PublicExperience): string {
  return experience.tag || experience.id;
}

/**
 * The widget's options for a choice. An experience that is not (or no longer) on the list gives
 * way to the first one, so the snippet never names an experience the widget cannot show.
 */
export function widgetOptionsOf(
  tenant: string,
  choice: WidgetChoice,
  experiences: PublicExperience[],
  consoleLanguage: Language,
  /** On a project's settings: its identifier, so a booking pane lists only its experiences. */
  project?: string,
): WidgetOptions {
  const segments = experiences.map(experienceSegment);
  const experience =
    choice.experience && segments.includes(choice.experience) ? choice.experience : segments[0];
  const label = choice.label.trim();
  return {
    tenant,
    placement: choice.placement,
    layout: choice.layout,
    language: choice.language ?? consoleLanguage,
    ...(needsExperience(choice.placement) && experience ? { experience } : {}),
    ...(choice.placement === "Button" && label ? { label } : {}),
    ...(choice.placement === "BookingPane" && project ? { project } : {}),
  };
}
