/** Test helpers for project screens: a recorded fetch mock and a render at a project address. */
import type { ReactNode } from "react";
import type { Project } from "@stund/shared/contracts/projects";
import { mockRecordedApi, type Routes } from "../../../../components/testing/recorded-api";
import { renderProjectRoute } from "../../../../components/testing/render-project-route";
import { accessRoutes } from "../../../../components/testing/render-page";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | { status: number; body?: unknown };
export type ApiRoutes = Record<string, Answer | ((request: RecordedRequest) => Answer)>;

export const testProject: Project = {
  id: "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11",
  identifier: "glacier",
  name: "Glacier tours",
  description: "",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};

/** Access calls of an Owner on Premium plus the project "glacier" of tenant "acme". */
export function ownerRoutes(): ApiRoutes {
  return { ...accessRoutes(["Owner"]), "GET /acme/api/project/glacier": testProject };
}

/** Replaces fetch with answers keyed by "METHOD /path"; records every request with its query. */
export function mockProjectApi(routes: ApiRoutes): RecordedRequest[] {
  return mockRecordedApi(routes as Routes);
}

/** Renders a screen at `url` under "/:tenant/:project/<routePath>" for "acme"/"glacier". */
export function renderProjectPage(url: string, routePath: string, element: ReactNode, width = 1280) {
  return renderProjectRoute(url, routePath, element, { width });
}
