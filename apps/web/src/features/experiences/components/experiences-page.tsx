import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function ExperiencesPage() {
  return <EmptySection titleKey="section.experiences" emptyKey="section.experiences.empty" />;
}
