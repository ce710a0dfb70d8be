/** docs/product.md §6.2: lower-case, spaces become hyphens, everything except letters, digits and hyphens is removed. */
export function normaliseIdentifier(value: string): string {
  return value
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\p{L}\p{N}-]/gu, "");
}

/** Path segments a project identifier may not take, because routes of the console use them. */
export const reservedProjectIdentifiers = new Set([
  "api",
  "settings",
  "onboarding",
  "projects",
  "schedule",
  "business-insights",
  "branding",
  "invitation",
  "login",
  "not-found",
  "no-access",
  "embed",
  "tenants",
  "translation",
  "health",
  "ready",
  "files",
  "socket.io",
  "assets",
  // Tenant-level API segments: a project so named would be ambiguous in /{tenant}/api/{project}/...
  "staff",
  "image",
  "project",
  "salesunit",
  "tenants",
  "personalinformation",
  "paymentsettings",
  "subscriptions",
  "rapyd",
  "schedules",
  "sales-channels",
  // Public booking API, storefront and widget paths.
  "public",
  "booking",
  "bookings",
  "storefront",
  "widget",
]);

/** Tenant identifiers share the first path segment with the console's top-level routes. */
export const reservedTenantIdentifiers = new Set([
  ...reservedProjectIdentifiers,
  "signup",
  "sign-up",
  "__notset__",
  "personalinformation",
  "static",
  "pay",
  // Calendar feeds: /calendar/{token}.ics.
  "calendar",
]);
