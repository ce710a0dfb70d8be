/** Records the event screens' tests share: a company in Reykjavik, a project and one experience. */
import type { EventTemplate, Series, StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Experience, ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import type { Project } from "@stund/shared/contracts/projects";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";

export const projectId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";
export const experienceId = "2b8c7f0e-3d5a-4c1b-9e2f-7a6d5c4b3a21";
export const adultId = "0f3e2d1c-4b5a-4968-8776-a5b4c3d2e1f0";
export const childId = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const seriesId = "5c4b3a21-9e2f-4c1b-8d5a-2b8c7f0e3d5a";
export const eventId = "9a3e4b1c-1111-4c2d-8e3f-000000000001";

export const project: Project = {
  id: projectId,
  identifier: "glacier",
  name: "Glacier",
  description: "",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};

export const tenant: Tenant = {
  id: "t1",
  identifier: "acme",
  name: "Acme Tours",
  companyInfo: { address: "Harbour 1", email: "desk@acme.is", phone: "5551234" },
  billingInfo: { companySsn: "", countryCode: "IS", email: "" },
  settings: { ...defaultTenantSettings, timeZone: "Atlantic/Reykjavik" },
  logo: null,
  isDeleted: false,
  isActivated: true,
  createdAt: "2026-01-01T00:00:00Z",
  requireTwoFactor: false,
} as Tenant;

export const experience: Experience = {
  id: experienceId,
  projectId,
  tag: "glacier-walk",
  name: { EN: "Glacier walk", IS: "Jöklaganga" },
  shortDescription: { EN: "", IS: "" },
  description: { EN: "", IS: "" },
  location: { address: "", meetingPoint: "", latitude: null, longitude: null },
  durationMinutes: 180,
  guideLanguages: ["en"],
  ticketCategories: [
    {
      id: adultId,
      name: { EN: "Adult", IS: "Fullorðinn" },
      price: 12900,
      channelPrices: {},
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 20,
    },
    {
      id: childId,
      name: { EN: "Child 6–12", IS: "Barn 6–12" },
      price: 6900,
      channelPrices: {},
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 20,
    },
  ],
  capacity: 16,
  minParticipants: 0,
  cutoffMinutes: 60,
  maxAdvanceDays: 365,
  cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
  customFields: [],
  channels: ["Public"],
  assetNeeds: [],
  status: "Published",
  images: [],
  currency: "ISK",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
};

export const experienceSummary: ExperienceSummary = {
  id: experienceId,
  tag: "glacier-walk",
  name: experience.name,
  status: "Published",
  durationMinutes: 180,
  capacity: 16,
  channels: ["Public"],
  images: [],
  updatedAt: "2026-01-01T00:00:00Z",
  fromPrice: 6900,
  currency: "ISK",
  upcomingEvents: 0,
};

export const series: Series = {
  id: seriesId,
  projectId,
  experienceId,
  experienceName: experience.name,
  experienceTag: "glacier-walk",
  name: "Summer mornings",
  timeZone: "Atlantic/Reykjavik",
  startDate: "2027-06-01",
  endDate: "2027-06-30",
  count: null,
  slots: [1, 2, 3, 4, 5].map((n) => ({
    weekday: (["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const)[n]!,
    times: ["09:00", "14:00"],
  })),
  excludedDates: [],
  capacity: null,
  durationMinutes: null,
  priceOverrides: {},
  materialisedUntil: "2027-06-30",
  upcomingEvents: 44,
  flaggedEvents: 2,
  createdAt: "2027-05-01T00:00:00Z",
  updatedAt: "2027-05-01T00:00:00Z",
};

export const stundEvent: StundEvent = {
  id: eventId,
  projectId,
  experienceId,
  experienceName: experience.name,
  experienceTag: "glacier-walk",
  seriesId,
  start: "2027-06-02T09:00:00.000Z",
  end: "2027-06-02T12:00:00.000Z",
  localStart: "2027-06-02T09:00",
  timeZone: "Atlantic/Reykjavik",
  capacity: 16,
  sold: 10,
  held: 2,
  available: 4,
  status: "Active",
  delayStatus: null,
  delayMessage: "",
  originalStart: null,
  detached: false,
  flagged: false,
  flagReason: "",
  priceOverrides: {},
  note: "",
  updatedAt: "2027-05-01T00:00:00Z",
};

export const template: EventTemplate = {
  id: "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a",
  projectId,
  name: "Morning walk",
  experienceId,
  experienceName: experience.name,
  durationMinutes: 150,
  capacity: 12,
  cutoffMinutes: 30,
  priceOverrides: {},
  assetNeeds: [],
  slots: [{ weekday: "Saturday", times: ["10:00"] }],
  note: "",
  createdAt: "2027-05-01T00:00:00Z",
  updatedAt: "2027-05-01T00:00:00Z",
};
