import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function CreateEventsPage() {
  return <EmptySection titleKey="section.createEvents" emptyKey="section.createEvents.empty" />;
}
