import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import type { PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { mockRecordedApi, type RecordedCall, type Routes } from "../../../../components/testing/recorded-api";
import { openSitePage } from "./render-storefront";
import {
  adultId,
  afternoon,
  company,
  glacierWalk,
  hotelFieldId,
  laterWalk,
  soldOutMorning,
  testNow,
} from "./storefront-fixtures";

/*
 * The experience page's tests open the glacier walk's page with its departures answered by a
 * recorded API, then choose, fill in and read it through these steps.
 */

/** The departures the calendar reads, and any other answers a test needs. */
export function routes(extra: Routes = {}): Routes {
  return {
    "GET /acme/api/public/events": [laterWalk, afternoon, soldOutMorning],
    ...extra,
  };
}

export const eventReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === "/acme/api/public/events");

export interface OpenWalk {
  url?: string;
  experience?: PublicExperience;
  upcoming?: PublicEvent[];
}

/** Opens the walk's page as the server sent it and waits for the calendar's first read. */
export function openExperience({ url, experience = glacierWalk, upcoming = [] }: OpenWalk = {}) {
  return openSitePage({ kind: "experience", company, experience, upcoming }, { url });
}

export async function openWalk(extra: Routes = {}, options: OpenWalk = {}) {
  const calls = mockRecordedApi(routes(extra));
  const view = openExperience(options);
  await screen.findAllByTestId("departure");
  return { ...view, calls };
}

export function add(categoryId: string, times: number) {
  for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByTestId(`quantity-${categoryId}-more`));
}

export function fillDetails() {
  fireEvent.change(screen.getByTestId("customer-name"), { target: { value: "  Anna Jónsdóttir " } });
  fireEvent.change(screen.getByTestId("customer-email"), { target: { value: "anna@example.is" } });
  fireEvent.change(screen.getByTestId(`question-${hotelFieldId}`), { target: { value: "Hotel Borg" } });
}

/** An afternoon adult with everything filled in, ready to book. */
export function fillBooking() {
  fireEvent.click(screen.getByTestId(`departure-${afternoon.id}`));
  add(adultId, 1);
  fillDetails();
  fireEvent.click(screen.getByTestId("accept-terms"));
}

export const checkout = () => screen.getByTestId("checkout-form");
export const departureTimes = () =>
  screen.getAllByTestId("departure").map((row) => row.querySelector(".sf-strong")?.textContent);
export const dayButton = (name: RegExp) =>
  within(screen.getByTestId("departure-calendar")).getByRole("button", { name });

/** Each test of the file runs at the fixtures' moment, with fetch and every mock put back after it. */
export function atTestNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: testNow });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
