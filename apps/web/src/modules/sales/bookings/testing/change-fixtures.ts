import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { CancellationQuote } from "@stund/shared/contracts/bookings/booking-changes";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { testEvent } from "../../../../components/testing/event-fixtures";
import { experience, glacierWalkId } from "../../../../components/testing/experience-fixtures";
import { bookingId, eventId } from "./booking-fixtures";

export const detailPath = `/acme/api/glacier/bookings/${bookingId}`;
export const eventsPath = "/acme/api/glacier/events";
export const adultId = "5d7a0a10-0000-4000-8000-000000000001";
export const childId = "5d7a0a10-0000-4000-8000-000000000002";
export const infantId = "5d7a0a10-0000-4000-8000-000000000003";
export const laterEventId = "0b0e7c1e-0000-4000-8000-000000000011";
export const fullEventId = "0b0e7c1e-0000-4000-8000-000000000012";
export const whaleEventId = "0b0e7c1e-0000-4000-8000-000000000013";

/** The glacier walk selling adults, children (at most 4) and infants. */
export function walkWithCategories(): Experience {
  const [adult] = experience().ticketCategories;
  return experience({
    ticketCategories: [
      adult!,
      { ...adult!, id: childId, name: { EN: "Child", IS: "Barn" }, price: 6450, maxPerBooking: 4 },
      { ...adult!, id: infantId, name: { EN: "Infant", IS: "Ungabarn" }, price: 0 },
    ],
  });
}

/** 1 July 2027 on the project's clock: the booking's walk at 09:00, two more walks and a whale watch. */
export function departuresOfTheDay() {
  const walk = { experienceId: glacierWalkId, experienceName: { EN: "Glacier walk", IS: "Jöklaganga" } };
  return [
    testEvent({
      ...walk,
      id: fullEventId,
      start: "2027-07-01T15:00:00.000Z",
      localStart: "2027-07-01T15:00",
      available: 2,
    }),
    testEvent({ ...walk, id: eventId, start: "2027-07-01T09:00:00.000Z", localStart: "2027-07-01T09:00" }),
    testEvent({
      ...walk,
      id: laterEventId,
      start: "2027-07-01T13:00:00.000Z",
      localStart: "2027-07-01T13:00",
      available: 11,
    }),
    testEvent({
      id: whaleEventId,
      experienceId: "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e02",
      experienceName: { EN: "Whale watching", IS: "Hvalaskoðun" },
      start: "2027-07-01T10:00:00.000Z",
      localStart: "2027-07-01T10:00",
      available: 30,
    }),
  ];
}

export function quote(overrides: Partial<CancellationQuote> = {}): CancellationQuote {
  return {
    cancellable: true,
    currency: "ISK",
    kept: 32250,
    fee: 0,
    refund: 32250,
    free: true,
    policy: { freeUntilHours: 24, feePercent: 100 },
    startsAt: "2027-07-01T09:00:00.000Z",
    brokerRefundPossible: false,
    ...overrides,
  };
}

/** Opens the booking's actions menu and picks one. */
export async function openAction(name: "move" | "quantities" | "cancel" | "resend" | "refund") {
  fireEvent.click(await screen.findByTestId("booking-actions"));
  fireEvent.click(await screen.findByTestId(`action-${name}`));
}

/** The headers the console sent with its last call to `path`. */
export function headersSentTo(method: string, path: string): Record<string, string> | undefined {
  const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit | undefined][];
  const call = calls
    .filter(([url, init]) => url.split("?")[0] === path && (init?.method ?? "GET") === method)
    .at(-1);
  return call?.[1]?.headers as Record<string, string> | undefined;
}
