import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { useLocalized } from "./localized";

/**
 * The experiences to choose from for events or a template, as select options: every one but the
 * archived ones, and the one already chosen whatever its state, so a saved choice still shows.
 */
export function useExperienceOptions(experiences: ExperienceSummary[], chosenId: string | null) {
  const localized = useLocalized();
  return experiences
    .filter((experience) => experience.status !== "Archived" || experience.id === chosenId)
    .map((experience) => ({ value: experience.id, label: localized(experience.name) }));
}
