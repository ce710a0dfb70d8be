import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { SubscriptionTier, TenantRole } from "@stund/shared/enums";
import { setRouteContext } from "../../lib/http/route-context";
import { initTestI18n } from "./test-i18n";

/** A route answer: a body for 200, or a status with an optional problem body. */
export type MockAnswer = unknown | { status: number; body?: unknown };
export type MockRoutes = Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const isStatus = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === "object" && answer !== null && "status" in answer && typeof answer.status === "number";

/** Replaces fetch with answers keyed by "METHOD /path" (query string ignored); records every call. */
export function mockApi(routes: MockRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = input.split("?")[0]!;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (route === undefined) return new Response(JSON.stringify({ title: "Not found" }), { status: 404 });
      const answer = typeof route === "function" ? await route(body) : route;
      if (isStatus(answer)) return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

export function userWith(roles: TenantRole[], overrides: Partial<GetUserResponse> = {}): GetUserResponse {
  return {
    authenticated: true,
    id: "u1",
    email: "anna@example.com",
    name: "Anna",
    image: null,
    isSuperAdmin: false,
    roles,
    tenantRoles: roles,
    projectRoles: {},
    tenants: [
      { id: "t1", identifier: "acme", name: "Acme Tours", isActivated: true, roles, requireTwoFactor: false },
    ],
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function subscriptionOf(tier: SubscriptionTier): CurrentSubscription {
  return {
    subscriptionType: tier,
    subscriptionStatus: "Active",
    billingStartDate: "2026-01-01T00:00:00Z",
    billingEndDate: "2026-02-01T00:00:00Z",
    cancellationDate: null,
    unsubscribeDate: null,
    pendingSubscriptions: [],
  };
}

/** The calls every console page makes to decide access, for tenant "acme". */
export function accessRoutes(roles: TenantRole[], tier: SubscriptionTier = "Premium"): MockRoutes {
  return {
    "GET /api/user/authenticate/acme/getUser": userWith(roles),
    "GET /acme/api/subscriptions/subscription": subscriptionOf(tier),
  };
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

/** Renders one route of the console with the app's providers at the given path. */
export async function renderPage(path: string, routePath: string, element: ReactNode) {
  await initTestI18n("EN");
  stubFontLoading();
  setRouteContext("acme", undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: "*", element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
