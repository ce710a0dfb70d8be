import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function TemplateEditorPage() {
  return <EmptySection titleKey="section.createTemplate" emptyKey="section.createTemplate.empty" />;
}
