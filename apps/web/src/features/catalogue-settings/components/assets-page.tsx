import { EmptySection } from "../../../components/empty-section";

/** Replaced by the feature's screen. */
export function AssetsPage(_props: { level: "tenant" | "project" }) {
  return <EmptySection titleKey="section.assets" emptyKey="section.assets.empty" />;
}
