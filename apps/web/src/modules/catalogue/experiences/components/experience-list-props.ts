import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import type { ExperienceRef } from "../hooks/use-experience-actions";

/** What the table and the phone cards both take. */
export interface ExperienceListProps {
  experiences: ExperienceSummary[];
  canEdit: boolean;
  actions: {
    duplicate: (experience: ExperienceRef) => void;
    archive: (experience: ExperienceRef) => void;
    remove: (experience: ExperienceRef) => void;
  };
}
