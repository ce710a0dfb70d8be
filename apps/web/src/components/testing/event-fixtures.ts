import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

/** A departure of project "glacier" in Reykjavik, with fields overridable per test. */
export function testEvent(overrides: Partial<StundEvent> = {}): StundEvent {
  return {
    id: "0b0e7c1e-0000-4000-8000-000000000001",
    projectId: "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11",
    experienceId: "5e0c4a34-0000-4000-8000-0000000000a1",
    experienceName: { EN: "Glacier walk", IS: "Jöklaganga" },
    experienceTag: "glacier-walk",
    seriesId: null,
    start: "2027-07-01T09:00:00.000Z",
    end: "2027-07-01T12:00:00.000Z",
    localStart: "2027-07-01T09:00",
    timeZone: "Atlantic/Reykjavik",
    capacity: 20,
    sold: 7,
    held: 2,
    available: 11,
    status: "Active",
    delayStatus: null,
    delayMessage: "",
    originalStart: null,
    detached: false,
    flagged: false,
    flagReason: "",
    priceOverrides: {},
    note: "",
    updatedAt: "2027-06-01T00:00:00.000Z",
    ...overrides,
  };
}
