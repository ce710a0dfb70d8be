import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function SchedulesPage(_props: { level: "tenant" | "project" }) {
  return <EmptySection titleKey="section.schedules" emptyKey="section.schedules.empty" />;
}
