/** Test helper: a catalogue settings page at company or project level, as the console routes it. */
import { useLayoutEffect, type ReactNode } from "react";
import { useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";
import { setRouteContext } from "../../lib/http/route-context";
import { renderPage } from "./render-page";
import type { SettingsLevel } from "../../lib/http/settings-level";

export const testProjectId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";

export const testProject: Project = {
  id: testProjectId,
  identifier: "glacier",
  name: "Glacier",
  description: "",
  image: null,
  timeZone: "Atlantic/Reykjavik",
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};

/** As the project guard does: the page's project becomes the API client's project segment. */
function ProjectContext({ children }: { children: ReactNode }) {
  const { tenant, project } = useParams();
  useLayoutEffect(() => {
    setRouteContext(tenant, project);
    return () => setRouteContext(tenant, undefined);
  }, [tenant, project]);
  return children;
}

/** Renders `element` at /acme/settings/{section} or /acme/glacier/settings/{section}. */
export function renderSettingsPage(level: SettingsLevel, section: string, element: ReactNode) {
  return level === "tenant"
    ? renderPage(`/acme/settings/${section}`, `/:tenant/settings/${section}`, element)
    : renderPage(
        `/acme/glacier/settings/${section}`,
        `/:tenant/:project/settings/${section}`,
        <ProjectContext>{element}</ProjectContext>,
      );
}
