/** Enumerations (docs/product.md §18.1), as stable API values. */

export const tenantRoles = [
  "Owner",
  "ApplicationAdministrator",
  "ApplicationManager",
  "ApplicationHost",
  "ApplicationAgent",
] as const;
export type TenantRole = (typeof tenantRoles)[number];

export const projectRoles = [
  "ProjectAdministrator",
  "ProjectManager",
  "ProjectHost",
  "ProjectAgent",
] as const;
export type ProjectRole = (typeof projectRoles)[number];

export const roles = ["SuperAdmin", ...tenantRoles, ...projectRoles] as const;
export type Role = (typeof roles)[number];

export const subscriptionTiers = [
  "Trial",
  "AsYouGrow",
  "Basic",
  "Standard",
  "Premium",
  "None",
  "Enterprise",
] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const subscriptionStatuses = [
  "Pending",
  "Active",
  "UnPaid",
  "Canceled",
  "Unsubscribed",
  "PendingDowngrade",
  "Expired",
  "Trial",
  "Unknown",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentBrokers = ["Rapyd", "ValitorPay", "Teya", "Straumur", "None"] as const;
export type PaymentBroker = (typeof paymentBrokers)[number];

export const salesChannels = ["Public", "Web", "Kiosk", "Private", "Agent"] as const;
export type SalesChannel = (typeof salesChannels)[number];

export const paymentMethods = ["Unknown", "Card", "Cash"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const socialNetworks = ["LinkedIn", "Instagram", "Facebook", "TripAdvisor"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const languages = ["EN", "IS"] as const;
export type Language = (typeof languages)[number];

export const policyTypes = ["TermsAndConditions", "RefundPolicy"] as const;
export type PolicyType = (typeof policyTypes)[number];

export const platformDocumentTypes = ["TermsAndConditions", "PrivacyPolicy"] as const;
export type PlatformDocumentType = (typeof platformDocumentTypes)[number];

export const numberFormatPresets = ["is-IS", "de-DE", "da-DK", "sv-SE", "en-US"] as const;
export type NumberFormatPreset = (typeof numberFormatPresets)[number];

export const currencies = ["ISK", "EUR", "DKK", "SEK", "USD", "NOK", "GBP"] as const;
export type Currency = (typeof currencies)[number];

export const alertColours = ["Orange", "Red", "Green", "Blue"] as const;
export type AlertColour = (typeof alertColours)[number];

export const customFieldTypes = [
  "Text",
  "Number",
  "Date",
  "Boolean",
  "Dropdown",
  "MultiSelect",
  "Email",
  "Phone",
  "TextArea",
] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const eventKinds = ["Series", "Template", "Event", "Experience"] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventStatuses = ["Active", "Closed", "Delayed", "Cancelled", "Deleted"] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const scheduleKinds = ["ScheduledEvent", "OpenHours", "AssetType"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

/** Spec order: Sunday first, as in the JavaScript day number. */
export const weekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof weekdays)[number];

export const durationUnits = ["Hours", "Days", "Months"] as const;
export type DurationUnit = (typeof durationUnits)[number];

export const delayStatuses = ["Delayed", "Cancelled", "Active", "Pending"] as const;
export type DelayStatus = (typeof delayStatuses)[number];

export const experienceStatuses = ["Draft", "Published", "Archived"] as const;
export type ExperienceStatus = (typeof experienceStatuses)[number];
