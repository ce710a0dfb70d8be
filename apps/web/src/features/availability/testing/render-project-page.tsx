/** Test helpers for project screens: a recorded fetch mock and a render at a project address. */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { Project } from "@stund/shared/contracts/projects";
import { setRouteContext } from "../../../api/route-context";
import { initTestI18n } from "../../../components/testing/test-i18n";
import { Toaster } from "../../../components/toasts/toaster";
import { accessRoutes } from "../../company-settings/testing/render-page";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | { status: number; body?: unknown };
export type ApiRoutes = Record<string, Answer | ((request: RecordedRequest) => Answer)>;

const isStatus = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === "object" && answer !== null && "status" in answer && typeof answer.status === "number";

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
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const request: RecordedRequest = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      if (route === undefined) return new Response(JSON.stringify({ title: "Not found" }), { status: 404 });
      const answer = typeof route === "function" ? await route(request) : route;
      if (isStatus(answer)) return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return requests;
}

/** Autosizing textareas listen for web-font loading, which the test DOM does not provide. */
function stubFontLoading() {
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
}

/** Renders a screen at `url` under "/:tenant/:project/<routePath>" for "acme"/"glacier". */
export async function renderProjectPage(url: string, routePath: string, element: ReactNode, width = 1280) {
  await initTestI18n("EN");
  stubFontLoading();
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width });
  setRouteContext("acme", "glacier");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `/:tenant/:project/${routePath}`, element },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Toaster />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
