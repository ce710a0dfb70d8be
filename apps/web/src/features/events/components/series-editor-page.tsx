import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function SeriesEditorPage() {
  return <EmptySection titleKey="section.editEventSeries" emptyKey="section.editEventSeries.empty" />;
}
