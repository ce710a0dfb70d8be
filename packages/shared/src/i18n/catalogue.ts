import type { Language } from "../enums";
import { auth } from "./auth";
import { accountSecurity } from "./account-security";
import type { FeatureCatalogue } from "./catalogue-types";
import { common } from "./common";
import { onboarding } from "./onboarding";
import { projects } from "./projects";
import { settings } from "./settings";
import { shell } from "./shell";
import { subscriptions } from "./subscriptions";
import { terms } from "./terms";
import { experiences } from "./experiences";
import { events } from "./events";
import { eventTemplates } from "./event-templates";
import { availability } from "./availability";
import { catalogueSettings } from "./catalogue-settings";
import { quickBooking } from "./quick-booking";
import { storefront } from "./storefront";
import { bookings } from "./bookings";
import { paymentSettings, paymentSettingsBrandKeys } from "./payment-settings";
import { widgets } from "./widgets";
import { problems } from "./errors";
import { auditLog } from "./audit-log";
import { staff } from "./staff";
import { staffSchedule } from "./staff-schedule";
import { invitations } from "./invitations";

export const featureCatalogues: Record<string, FeatureCatalogue> = {
  common,
  auth,
  accountSecurity,
  terms,
  onboarding,
  settings,
  projects,
  shell,
  subscriptions,
  experiences,
  events,
  eventTemplates,
  availability,
  catalogueSettings,
  quickBooking,
  storefront,
  bookings,
  paymentSettings,
  widgets,
  staffSchedule,
  invitations,
  staff,
  problems,
  auditLog,
};

/** Texts that are the same word in both languages (names of brands and codes). */
export const sameInBothLanguages = new Set<string>([...paymentSettingsBrandKeys]);

export function catalogueFor(language: Language): Record<string, string> {
  const key = language === "IS" ? "is" : "en";
  const merged: Record<string, string> = {};
  for (const feature of Object.values(featureCatalogues)) Object.assign(merged, feature[key]);
  return merged;
}
