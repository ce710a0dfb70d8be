import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRouteContext } from "../../../../lib/http/route-context";
import { glacierWalkId, summary } from "../../../../components/testing/experience-fixtures";
import {
  baseRoutes,
  mockExperienceApi,
  type RecordedCall,
} from "../../../../components/testing/console-routes";
import { renderProjectRoute as renderExperiencePage } from "../../../../components/testing/render-project-route";
import { ExperiencesPage } from "./experiences-page";

const listPath = "/acme/api/glacier/experiences";
const open = (url = "/acme/glacier/experiences", options: { language?: "EN" | "IS"; width?: number } = {}) =>
  renderExperiencePage(url, "experiences", <ExperiencesPage />, options);

afterEach(() => {
  vi.unstubAllGlobals();
  setRouteContext(undefined, undefined);
});

const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === "INPUT")!;

/** Options of an open Select; the test DOM has no layout, so the positioned dropdown counts as hidden. */
const option = (name: string) => screen.getByRole("option", { name, hidden: true });

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === "GET" && call.path === listPath);

describe("ExperiencesPage", () => {
  it("lists experiences with status, duration, capacity, price in krónur and upcoming events", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${listPath}`]: [
        summary(),
        summary({
          id: "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e02",
          tag: "northern-lights",
          name: { EN: "Northern lights", IS: "" },
          status: "Draft",
          durationMinutes: 180,
          fromPrice: 9900,
          upcomingEvents: 0,
        }),
      ],
    });
    await open();
    const rows = await screen.findAllByTestId("experience-row");
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByTestId("experience-name")).toHaveTextContent("Glacier walk");
    expect(first.getByTestId("experience-name")).toHaveAttribute(
      "href",
      `/acme/glacier/edit-experience/${glacierWalkId}`,
    );
    expect(first.getByTestId("experience-tag")).toHaveTextContent("glacier-walk");
    expect(first.getByTestId("experience-status")).toHaveTextContent("Published");
    expect(first.getByText("2 h 30 min")).toBeInTheDocument();
    expect(first.getByTestId("experience-price")).toHaveTextContent("12.900 Kr.");
    expect(first.getByTestId("experience-upcoming")).toHaveTextContent("4");
    expect(within(rows[1]!).getByTestId("experience-status")).toHaveTextContent("Draft");
    expect(screen.getByTestId("experience-create")).toHaveAttribute(
      "href",
      "/acme/glacier/create-experience",
    );
  });

  it("shows cards instead of the table on a phone", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [summary()] });
    await open(undefined, { width: 390 });
    expect(await screen.findByTestId("experience-cards")).toBeInTheDocument();
    expect(screen.queryByTestId("experience-table")).not.toBeInTheDocument();
    expect(screen.getByTestId("experience-price")).toHaveTextContent("From 12.900 Kr.");
    expect(screen.getByText("4 upcoming events")).toBeInTheDocument();
  });

  it("shows names in Icelandic, falling back to English", async () => {
    mockExperienceApi({
      ...baseRoutes(),
      [`GET ${listPath}`]: [
        summary(),
        summary({
          id: "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e02",
          tag: "lights",
          name: { EN: "Lights", IS: "" },
        }),
      ],
    });
    await open(undefined, { language: "IS" });
    const names = await screen.findAllByTestId("experience-name");
    expect(names.map((name) => name.textContent)).toEqual(["Jöklaganga", "Lights"]);
  });

  it("sends the search (debounced), status and channel filters as the query", async () => {
    const calls = mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [summary()] });
    await open();
    await screen.findAllByTestId("experience-row");
    fireEvent.change(screen.getByTestId("experience-search"), { target: { value: "jökl" } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get("search")).toBe("jökl"), { timeout: 2000 });
    expect(listCalls(calls).at(-1)?.query.get("language")).toBe("EN");

    fireEvent.click(selectInput("Filter by status"));
    fireEvent.click(option("Archived"));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get("status")).toBe("Archived"));

    fireEvent.click(selectInput("Filter by sales channel"));
    fireEvent.click(option("Kiosk"));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get("channel")).toBe("Kiosk"));
    const last = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({
      search: "jökl",
      status: "Archived",
      channel: "Kiosk",
      language: "EN",
    });
  });

  it("reads its filters from the address", async () => {
    const calls = mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [] });
    await open("/acme/glacier/experiences?status=Draft&channel=Web");
    expect(await screen.findByTestId("experiences-no-match")).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ status: "Draft", channel: "Web" });
  });

  it("shows an empty state with a call to action", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [] });
    await open();
    const empty = await screen.findByTestId("empty-state");
    expect(empty).toHaveTextContent("No experiences yet");
    expect(within(empty).getByTestId("experience-create")).toHaveAttribute(
      "href",
      "/acme/glacier/create-experience",
    );
  });

  it("shows no write actions to a host", async () => {
    mockExperienceApi({ ...baseRoutes({ roles: ["ApplicationHost"] }), [`GET ${listPath}`]: [summary()] });
    await open();
    await screen.findAllByTestId("experience-row");
    await waitFor(() =>
      expect(screen.getByTestId("experience-name")).toHaveAttribute(
        "href",
        "/acme/glacier/experiences/glacier-walk",
      ),
    );
    expect(screen.queryByTestId("experience-create")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("experience-actions"));
    expect(await screen.findByTestId("experience-series")).toBeInTheDocument();
    expect(screen.queryByTestId("experience-edit")).not.toBeInTheDocument();
    expect(screen.queryByTestId("experience-delete")).not.toBeInTheDocument();
  });

  it("shows an error state with a retry when the list cannot load", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: { status: 500, body: { title: "Boom" } } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("links each row to its events and series", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [summary()] });
    await open();
    fireEvent.click(await screen.findByTestId("experience-actions"));
    expect(await screen.findByTestId("experience-create-events")).toHaveAttribute(
      "href",
      "/acme/glacier/create-events/glacier-walk",
    );
    expect(screen.getByTestId("experience-series")).toHaveAttribute(
      "href",
      "/acme/glacier/experiences/glacier-walk",
    );
  });

  it("archives after confirming", async () => {
    const calls = mockExperienceApi({
      ...baseRoutes(),
      [`GET ${listPath}`]: [summary()],
      [`POST ${listPath}/${glacierWalkId}/archive`]: { ok: true },
    });
    await open();
    fireEvent.click(await screen.findByTestId("experience-actions"));
    fireEvent.click(await screen.findByTestId("experience-archive"));
    expect(await screen.findByText("Archive Glacier walk?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.path.endsWith("/archive"))).toBe(true),
    );
  });

  it("offers delete only for a draft or archived experience, and shows the server's refusal", async () => {
    const calls = mockExperienceApi({
      ...baseRoutes(),
      [`GET ${listPath}`]: [summary({ status: "Archived" })],
      [`DELETE ${listPath}/${glacierWalkId}`]: {
        status: 409,
        body: { title: "Archive the experience instead: it has events" },
      },
    });
    await open();
    fireEvent.click(await screen.findByTestId("experience-actions"));
    expect(screen.queryByTestId("experience-archive")).not.toBeInTheDocument();
    fireEvent.click(await screen.findByTestId("experience-delete"));
    expect(await screen.findByText("Delete Glacier walk?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Archive the experience instead: it has events")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    expect(screen.getAllByTestId("experience-row")).toHaveLength(1);
  });

  it("hides delete for a published experience", async () => {
    mockExperienceApi({ ...baseRoutes(), [`GET ${listPath}`]: [summary({ status: "Published" })] });
    await open();
    fireEvent.click(await screen.findByTestId("experience-actions"));
    expect(await screen.findByTestId("experience-archive")).toBeInTheDocument();
    expect(screen.queryByTestId("experience-delete")).not.toBeInTheDocument();
  });
});
