import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function ProjectHomePage() {
  return <EmptySection titleKey="section.home" emptyKey="section.home.empty" />;
}
