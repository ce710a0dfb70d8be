import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function SalesChannelsPage() {
  return <EmptySection titleKey="section.salesChannels" emptyKey="section.salesChannels.empty" />;
}
