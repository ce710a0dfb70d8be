/** Test helpers for the guide schedule: answers of its calls and a render at a tenant address. */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { EventStaff, Schedule, ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { Language, ProjectRole, TenantRole } from "@stund/shared/enums";
import { subscriptionOf, userWith } from "../../../../components/testing/render-page";
import type { Routes } from "../../../../components/testing/recorded-api";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { Toaster } from "../../../../components/toasts/toaster";
import { setRouteContext } from "../../../../lib/http/route-context";

export const glacierId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";
export const whalesId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a22";
export const walkId = "3c73a2df-e772-4db0-948b-b2ce189d9b01";
export const safariId = "3c73a2df-e772-4db0-948b-b2ce189d9b02";
export const helga = { userId: "5a1f0000-0000-4000-8000-000000000001", name: "Helga Björnsdóttir" };
export const jon = { userId: "5a1f0000-0000-4000-8000-000000000002", name: "Jón Ásgeirsson" };

export function departure(overrides: Partial<ScheduleDeparture> = {}): ScheduleDeparture {
  return {
    eventId: walkId,
    projectId: glacierId,
    projectName: "Glacier Tours",
    projectIdentifier: "glacier",
    experienceName: { EN: "Glacier Walk", IS: "Jöklaganga" },
    // Wednesday 4 June 2031, 09:00 in Reykjavik (UTC all year).
    startAt: "2031-06-04T09:00:00.000Z",
    endAt: "2031-06-04T12:00:00.000Z",
    timeZone: "Atlantic/Reykjavik",
    status: "Active",
    delayStatus: null,
    seatsSold: 5,
    capacity: 12,
    staff: [],
    ...overrides,
  };
}

export function schedule(departures: ScheduleDeparture[]): Schedule {
  return {
    timeZone: "Atlantic/Reykjavik",
    projects: [
      { id: glacierId, name: "Glacier Tours", identifier: "glacier", timeZone: "Atlantic/Reykjavik" },
      { id: whalesId, name: "Whale Watching", identifier: "whales", timeZone: "Atlantic/Reykjavik" },
    ],
    departures,
  };
}

export function eventStaff(overrides: Partial<EventStaff> = {}): EventStaff {
  return {
    eventId: walkId,
    projectId: glacierId,
    projectIdentifier: "glacier",
    projectName: "Glacier Tours",
    experienceName: { EN: "Glacier Walk", IS: "Jöklaganga" },
    startAt: "2031-06-04T09:00:00.000Z",
    endAt: "2031-06-04T12:00:00.000Z",
    timeZone: "Atlantic/Reykjavik",
    status: "Active",
    canAssign: true,
    assigned: [],
    candidates: [
      { ...helga, email: "guide@stund.is", role: "ProjectHost", conflicts: [] },
      { ...jon, email: "manager@stund.is", role: "ApplicationManager", conflicts: [] },
    ],
    ...overrides,
  };
}

/** The user, subscription and company answers for tenant "acme". */
export function accessFor(roles: TenantRole[], projectRoles: Record<string, ProjectRole[]> = {}): Routes {
  const user: GetUserResponse = userWith(roles, { projectRoles });
  return {
    "GET /api/user/authenticate/acme/getUser": user,
    "GET /acme/api/subscriptions/subscription": subscriptionOf("Premium"),
    "GET /acme/api/tenants/current": {
      id: "t1",
      identifier: "acme",
      name: "Acme Tours",
      companyInfo: {
        address: "",
        postalCode: "",
        city: "",
        email: "",
        phone: "",
        companySsn: "",
        website: "",
      },
      billingInfo: { companySsn: "", countryCode: "IS", email: "" },
      settings: defaultTenantSettings,
      logo: null,
      isDeleted: false,
      isActivated: true,
      createdAt: "2026-01-01T00:00:00Z",
    },
  };
}

/** Renders `element` at `url` under the route `/:tenant/<routePath>` with the console's providers. */
export async function renderAtTenant(
  url: string,
  routePath: string,
  element: ReactNode,
  options: { language?: Language; width?: number } = {},
) {
  await initTestI18n(options.language ?? "EN");
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width: options.width ?? 1280 });
  setRouteContext("acme", undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `/:tenant/${routePath}`, element },
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
