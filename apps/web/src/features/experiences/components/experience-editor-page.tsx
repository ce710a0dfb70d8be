import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function ExperienceEditorPage() {
  return <EmptySection titleKey="section.createExperience" emptyKey="section.createExperience.empty" />;
}
