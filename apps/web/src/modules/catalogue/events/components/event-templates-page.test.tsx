import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../components/testing/render-page";
import { template } from "../testing/events-fixtures";
import { pageRoutes, renderEventsPage } from "../testing/render-events-page";
import { EventTemplatesPage } from "./event-templates-page";

const open = () =>
  renderEventsPage("/acme/glacier/event-templates", "event-templates", <EventTemplatesPage />);

afterEach(() => vi.unstubAllGlobals());

describe("EventTemplatesPage", { timeout: 20_000 }, () => {
  it("shows an empty state with a way to create a template", async () => {
    mockApi({ ...pageRoutes(), "GET /acme/api/glacier/event-templates": [] });
    await open();
    const empty = await screen.findByTestId("empty-state");
    expect(empty).toHaveTextContent("No event templates yet");
    expect(within(empty).getByRole("link", { name: "Create template" })).toHaveAttribute(
      "href",
      "/acme/glacier/create-template",
    );
  });

  it("lists templates with experience, duration, capacity and times, and deletes after confirming", async () => {
    const calls = mockApi({
      ...pageRoutes(),
      "GET /acme/api/glacier/event-templates": [template],
      [`DELETE /acme/api/glacier/event-templates/${template.id}`]: { status: 204 },
    });
    await open();
    const row = await screen.findByTestId("template-row");
    expect(row).toHaveTextContent("Morning walk");
    expect(row).toHaveTextContent("Glacier walk");
    expect(row).toHaveTextContent("2 h 30 min");
    expect(row).toHaveTextContent("12 seats");
    expect(within(row).getByTestId("template-row-slots")).toHaveTextContent("Sat 10:00");
    fireEvent.click(within(row).getByTestId("template-delete"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });
});
