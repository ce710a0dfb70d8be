import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { experience, series, seriesId } from "../testing/events-fixtures";
import { pageRoutes, renderEventsPage } from "../testing/render-events-page";
import { ExperienceSeriesPage } from "./experience-series-page";

const open = () =>
  renderEventsPage(
    "/acme/glacier/experiences/glacier-walk",
    "experiences/:experienceTag",
    <ExperienceSeriesPage />,
  );
const routes = (list: unknown) => ({
  ...pageRoutes(),
  "GET /acme/api/glacier/experiences/by-tag/glacier-walk": experience,
  "GET /acme/api/glacier/event-series": list,
});

afterEach(() => vi.unstubAllGlobals());

describe("ExperienceSeriesPage", { timeout: 20_000 }, () => {
  it("shows the experience and an empty state that leads to creating events", async () => {
    mockApi(routes([]));
    await open();
    expect(await screen.findByRole("heading", { name: "Glacier walk" })).toBeInTheDocument();
    expect(screen.getByTestId("experience-status")).toHaveTextContent("Published");
    const empty = await screen.findByTestId("empty-state");
    expect(within(empty).getByRole("link", { name: "Create events" })).toHaveAttribute(
      "href",
      "/acme/glacier/create-events/glacier-walk",
    );
  });

  it("lists series with their pattern, range and counts, and deletes one after confirming", async () => {
    const calls = mockApi({
      ...routes([series]),
      [`DELETE /acme/api/glacier/event-series/${seriesId}`]: { status: 204 },
    });
    await open();
    const card = await screen.findByTestId("series-card");
    expect(within(card).getByTestId("series-card-pattern")).toHaveTextContent("Mon–Fri 09:00, 14:00");
    expect(card).toHaveTextContent("01/06/2027 – 30/06/2027");
    expect(within(card).getByTestId("series-card-upcoming")).toHaveTextContent("44 upcoming events");
    expect(within(card).getByTestId("series-card-flagged")).toHaveTextContent("2 flagged events");
    expect(within(card).getByTestId("series-card-edit")).toHaveAttribute(
      "href",
      `/acme/glacier/edit-event-series/${seriesId}`,
    );
    fireEvent.click(within(card).getByTestId("series-card-delete"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(
      "Events that have bookings are kept, detached from the series and flagged",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });

  it("shows a load error with a retry", async () => {
    mockApi(routes({ status: 500, body: { title: "Boom" } }));
    await open();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
