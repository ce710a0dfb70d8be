import type { Experience, ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";

export const glacierWalkId = "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e01";

export function summary(overrides: Partial<ExperienceSummary> = {}): ExperienceSummary {
  return {
    id: glacierWalkId,
    tag: "glacier-walk",
    name: { EN: "Glacier walk", IS: "Jöklaganga" },
    status: "Published",
    durationMinutes: 150,
    capacity: 12,
    channels: ["Public", "Web"],
    images: [],
    updatedAt: "2026-03-01T10:00:00Z",
    fromPrice: 12900,
    currency: "ISK",
    upcomingEvents: 4,
    ...overrides,
  };
}

export function experience(overrides: Partial<Experience> = {}): Experience {
  return {
    id: glacierWalkId,
    projectId: "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11",
    tag: "glacier-walk",
    name: { EN: "Glacier walk", IS: "Jöklaganga" },
    shortDescription: { EN: "Walk on Sólheimajökull", IS: "" },
    description: { EN: "", IS: "" },
    location: { address: "Sólheimajökull", meetingPoint: "Car park", latitude: 63.53, longitude: -19.37 },
    durationMinutes: 150,
    guideLanguages: ["en"],
    ticketCategories: [
      {
        id: "5d7a0a10-0000-4000-8000-000000000001",
        name: { EN: "Adult", IS: "Fullorðinn" },
        price: 12900,
        channelPrices: { Agent: 11000 },
        vatRate: 11,
        minPerBooking: 0,
        maxPerBooking: 20,
      },
    ],
    capacity: 12,
    minParticipants: 2,
    cutoffMinutes: 60,
    maxAdvanceDays: 180,
    cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
    customFields: [],
    channels: ["Public", "Web", "Agent"],
    assetNeeds: [],
    status: "Published",
    images: [],
    currency: "ISK",
    createdAt: "2026-03-01T10:00:00Z",
    updatedAt: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}
