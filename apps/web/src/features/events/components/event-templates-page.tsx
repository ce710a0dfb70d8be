import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function EventTemplatesPage() {
  return <EmptySection titleKey="section.eventTemplates" emptyKey="section.eventTemplates.empty" />;
}
