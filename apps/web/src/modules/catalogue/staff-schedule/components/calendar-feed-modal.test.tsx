import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CalendarFeedStatus } from "@stund/shared/contracts/staff-schedule";
import { mockRecordedApi } from "../../../../components/testing/recorded-api";
import { accessFor, renderAtTenant, schedule } from "../testing/schedule-fixtures";
import { SchedulePage } from "./schedule-page";

afterEach(() => vi.unstubAllGlobals());

const url = "http://localhost/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics";

async function openFeed(language: "EN" | "IS" = "EN") {
  await renderAtTenant("/acme/schedule?date=2031-06-04", "schedule", <SchedulePage />, { language });
  fireEvent.click(await screen.findByTestId("calendar-feed-open"));
  return screen.findByTestId("calendar-feed-modal");
}

describe("CalendarFeedModal", { timeout: 20_000 }, () => {
  it("makes the secret address, shows it once with a copy button, and turns it off", async () => {
    let status: CalendarFeedStatus = { active: false, createdAt: null };
    const calls = mockRecordedApi({
      ...accessFor(["ApplicationHost"]),
      "GET /acme/api/schedule": schedule([]),
      "GET /acme/api/schedule/feed": () => status,
      "POST /acme/api/schedule/feed": () => {
        status = { active: true, createdAt: "2031-06-01T10:00:00.000Z" };
        return { url, createdAt: status.createdAt! };
      },
      "DELETE /acme/api/schedule/feed": () => {
        status = { active: false, createdAt: null };
        return { ok: true };
      },
    });
    await openFeed();
    expect(await screen.findByTestId("calendar-feed-none")).toHaveTextContent(
      "You have no calendar feed yet.",
    );
    expect(screen.getByTestId("calendar-feed-modal")).toHaveTextContent("iPhone: Settings → Calendar");
    fireEvent.click(screen.getByTestId("calendar-feed-create"));
    expect(await screen.findByTestId("calendar-feed-address")).toHaveValue(url);
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId("calendar-feed-revoke"));
    expect(await screen.findByText("Turn the calendar feed off?")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await screen.findByTestId("calendar-feed-none")).toBeInTheDocument();
    expect(screen.queryByTestId("calendar-feed-address")).toBeNull();
  });

  it("tells an owner of a feed since when, and makes a new address on request", async () => {
    const calls = mockRecordedApi({
      ...accessFor(["Owner"]),
      "GET /acme/api/schedule": schedule([]),
      "GET /acme/api/schedule/feed": { active: true, createdAt: "2031-06-01T10:00:00.000Z" },
      "POST /acme/api/schedule/feed": { url, createdAt: "2031-06-04T10:00:00.000Z" },
    });
    await openFeed();
    expect(await screen.findByTestId("calendar-feed-active")).toHaveTextContent(
      "Your calendar feed is on since 01/06/2031.",
    );
    fireEvent.click(screen.getByTestId("calendar-feed-regenerate"));
    expect(await screen.findByTestId("calendar-feed-address")).toHaveValue(url);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("explains the feed in Icelandic", async () => {
    mockRecordedApi({
      ...accessFor(["Owner"]),
      "GET /acme/api/schedule": schedule([]),
      "GET /acme/api/schedule/feed": { active: false, createdAt: null },
    });
    const modal = await openFeed("IS");
    expect(await screen.findByTestId("calendar-feed-none")).toHaveTextContent(
      "Þú ert ekki enn með dagatalsstraum.",
    );
    expect(modal).toHaveTextContent("Brottfarirnar þínar í dagatali símans");
  });
});
