import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function AvailabilityPage() {
  return <EmptySection titleKey="section.availability" emptyKey="section.availability.empty" />;
}
