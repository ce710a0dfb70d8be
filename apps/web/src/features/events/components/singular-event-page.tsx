import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function SingularEventPage() {
  return <EmptySection titleKey="section.editSingularEvent" emptyKey="section.editSingularEvent.empty" />;
}
