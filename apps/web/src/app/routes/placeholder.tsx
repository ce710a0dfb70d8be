import type { Section } from "@stund/shared/access/sections";
import type { RouteObject } from "react-router";
import { EmptySection } from "../../components/empty-section";
import { SectionGuard } from "../../components/access/section-guard";

/** A guarded route whose screen a later part of the product fills (title plus empty state). */
export function placeholderRoute(path: string, section: Section, name: string): RouteObject {
  return {
    path,
    element: (
      <SectionGuard section={section}>
        <EmptySection titleKey={`section.${name}`} emptyKey={`section.${name}.empty`} />
      </SectionGuard>
    ),
  };
}

export function guarded(section: Section, element: React.ReactNode): React.ReactNode {
  return <SectionGuard section={section}>{element}</SectionGuard>;
}
