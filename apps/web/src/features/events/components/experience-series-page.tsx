import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function ExperienceSeriesPage() {
  return <EmptySection titleKey="section.eventSeries" emptyKey="section.eventSeries.empty" />;
}
