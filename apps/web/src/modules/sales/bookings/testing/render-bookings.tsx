import type { Language, SubscriptionTier, TenantRole } from "@stund/shared/enums";
import { mockRecordedApi, type Routes } from "../../../../components/testing/recorded-api";
import { renderProjectRoute } from "../../../../components/testing/render-project-route";
import { baseRoutes } from "../../../../components/testing/console-routes";
import { summary } from "../../../../components/testing/experience-fixtures";
import { BookingDetailPage } from "../components/booking-detail-page";
import { BookingsPage } from "../components/bookings-page";
import { salesUnitId } from "./booking-fixtures";

export interface OpenOptions {
  language?: Language;
  width?: number;
  roles?: TenantRole[];
  tier?: SubscriptionTier;
}

/** An Owner on Premium of project "glacier" (Reykjavik) with two experiences and a sales unit. */
export function bookingRoutes(options: OpenOptions = {}, extra: Routes = {}): Routes {
  return {
    ...baseRoutes({ roles: options.roles, tier: options.tier }),
    "GET /acme/api/glacier/experiences": [
      summary(),
      summary({
        id: "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e02",
        tag: "whales",
        name: { EN: "Whale watching", IS: "Hvalaskoðun" },
      }),
    ],
    "GET /acme/api/salesunit": [
      {
        id: salesUnitId,
        projectId: "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11",
        name: "Front desk",
        channel: "Public",
        paymentMethods: ["Cash"],
        receiptText: "",
      },
    ],
    ...extra,
  };
}

/** The project's project record with another time zone, to see times follow the project's clock. */
export function projectInZone(timeZone: string): Routes {
  const project = baseRoutes()["GET /acme/api/project/glacier"] as Record<string, unknown>;
  return { "GET /acme/api/project/glacier": { ...project, timeZone } };
}

export async function openBookings(url: string, routes: Routes, options: OpenOptions = {}) {
  const calls = mockRecordedApi(routes);
  const view = await renderProjectRoute(url, "bookings", <BookingsPage />, options);
  return { ...view, calls };
}

export async function openBooking(id: string, routes: Routes, options: OpenOptions = {}) {
  const calls = mockRecordedApi(routes);
  const view = await renderProjectRoute(
    `/acme/glacier/bookings/${id}`,
    "bookings/:id",
    <BookingDetailPage />,
    options,
  );
  return { ...view, calls };
}
