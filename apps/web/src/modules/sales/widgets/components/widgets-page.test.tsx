import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { quietFramesNotLoaded } from "../../../../../widget/src/widget-test-support";
import { SectionGuard } from "../../../../components/access/section-guard";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { accessRoutes, mockApi } from "../../../../components/testing/render-page";
import { renderSettingsPage, testProject } from "../../../../components/testing/render-settings-page";
import { glacierWalk, whaleWatching } from "../../storefront/testing/storefront-fixtures";
import { WidgetsPage } from "./widgets-page";

const origin = window.location.origin;
const published = { "GET /acme/api/public/experiences": [glacierWalk, whaleWatching] };

beforeEach(() => quietFramesNotLoaded());

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelectorAll("[data-stund-overlay]").forEach((overlay) => overlay.remove());
  await initTestI18n("EN");
});

const snippet = () => screen.getByTestId("widget-snippet").textContent ?? "";
const previewFrame = () =>
  within(screen.getByTestId("widget-preview")).queryByTitle(/Online booking|Bókun á netinu/);

async function openTenantPage() {
  const view = await renderSettingsPage("tenant", "widgets", <WidgetsPage level="tenant" />);
  await screen.findByTestId("widget-snippet");
  return view;
}

describe("WidgetsPage", () => {
  it("starts with the booking pane: its code for the website and the live storefront in the preview", async () => {
    mockApi(published);
    await openTenantPage();
    expect(screen.getByRole("heading", { name: "Widgets" })).toBeInTheDocument();
    expect(snippet()).toBe(
      [
        `<script src="${origin}/widget.js" async></script>`,
        `<div data-stund-widget data-tenant="acme" data-placement="BookingPane" data-layout="Auto" data-language="EN"></div>`,
      ].join("\n"),
    );
    expect(screen.queryByTestId("widget-experience")).not.toBeInTheDocument();
    expect(previewFrame()).toHaveAttribute("src", `${origin}/acme/storefront?embed=1&lang=en&layout=Auto`);
  });

  it("writes every choice into the code and the preview", async () => {
    mockApi(published);
    await openTenantPage();
    fireEvent.click(screen.getByTestId("widget-placement-EventDetail"));
    const experience = await screen.findByTestId("widget-experience");
    expect(experience).toHaveValue("Glacier walk");
    fireEvent.click(experience);
    // The test DOM lays nothing out, so the list counts as detached and stays hidden; it is there.
    fireEvent.click(screen.getByRole("option", { name: "Whale watching", hidden: true }));
    fireEvent.click(screen.getByRole("radio", { name: "One column" }));
    fireEvent.click(screen.getByRole("radio", { name: "Icelandic" }));

    await waitFor(() =>
      expect(snippet()).toContain(
        `<div data-stund-widget data-tenant="acme" data-placement="EventDetail" data-experience="whales" data-layout="Single" data-language="IS"></div>`,
      ),
    );
    expect(previewFrame()).toHaveAttribute(
      "src",
      `${origin}/acme/storefront/whales?embed=1&lang=is&layout=Single`,
    );
  });

  it("gives the button its text, escaped in the code, and opens the experience from the preview's button", async () => {
    mockApi(published);
    await openTenantPage();
    fireEvent.click(screen.getByTestId("widget-placement-Button"));
    const label = await screen.findByTestId("widget-button-label");
    expect(label).toHaveAttribute("placeholder", "Book now");
    fireEvent.change(label, { target: { value: 'Walk "on" ice' } });
    await waitFor(() =>
      expect(snippet()).toContain(
        `data-placement="Button" data-experience="glacier-walk" data-layout="Auto" data-language="EN" data-label="Walk &quot;on&quot; ice"`,
      ),
    );
    const button = within(screen.getByTestId("widget-preview")).getByRole("button", {
      name: 'Walk "on" ice',
    });
    expect(previewFrame()).toBeNull();
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: 'Walk "on" ice' });
    expect(within(dialog).getByTitle("Online booking")).toHaveAttribute(
      "src",
      `${origin}/acme/storefront/glacier-walk?embed=1&lang=en&layout=Auto`,
    );
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("copies the code", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    mockApi(published);
    await openTenantPage();
    fireEvent.click(screen.getByTestId("widget-copy"));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(snippet()));
    expect(await screen.findByTestId("widget-copy")).toHaveTextContent("Copied");
  });

  it("speaks Icelandic, with the widget in Icelandic until another language is chosen", async () => {
    mockApi(published);
    await openTenantPage();
    await act(() => initTestI18n("IS"));
    expect(await screen.findByText("Kóði fyrir vefinn þinn")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Viðbætur" })).toBeInTheDocument();
    expect(snippet()).toContain('data-language="IS"');
    expect(screen.getByRole("button", { name: "Afrita kóða" })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("widget-placement-Button"));
    expect(await screen.findByTestId("widget-button-label")).toHaveAttribute("placeholder", "Bóka núna");
    fireEvent.click(screen.getByRole("radio", { name: "Enska" }));
    await waitFor(() => expect(snippet()).toContain('data-language="EN"'));
    expect(screen.getByTestId("widget-button-label")).toHaveAttribute("placeholder", "Book now");
  });

  it("offers only the project's experiences on a project page", async () => {
    mockApi({
      ...published,
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/glacier/experiences": [{ id: whaleWatching.id }],
    });
    await renderSettingsPage("project", "widgets", <WidgetsPage level="project" />);
    // The project's booking pane lists only its own experiences.
    await screen.findByTestId("widget-snippet");
    expect(snippet()).toContain('data-project="glacier"');
    fireEvent.click(await screen.findByTestId("widget-placement-EventDetail"));
    expect(await screen.findByTestId("widget-experience")).toHaveValue("Whale watching");
    fireEvent.click(screen.getByTestId("widget-experience"));
    expect(screen.getAllByRole("option", { hidden: true }).map((option) => option.textContent)).toEqual([
      "Whale watching",
    ]);
    expect(snippet()).toContain('data-experience="whales"');
    expect(snippet()).not.toContain("data-project");
  });

  it("explains that there is nothing to show yet", async () => {
    mockApi({ "GET /acme/api/public/experiences": [] });
    await renderSettingsPage("tenant", "widgets", <WidgetsPage level="tenant" />);
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("Nothing to show in a widget yet");
    expect(screen.queryByTestId("widget-snippet")).not.toBeInTheDocument();
  });

  it("says so when the project has none of the published experiences", async () => {
    mockApi({
      ...published,
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/glacier/experiences": [],
    });
    await renderSettingsPage("project", "widgets", <WidgetsPage level="project" />);
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("this project has none yet");
  });

  it("shows a loading state, then an error with a retry that works", async () => {
    let fail = true;
    mockApi({
      "GET /acme/api/public/experiences": () =>
        fail ? { status: 500, body: { title: "Down" } } : ([glacierWalk] satisfies PublicExperience[]),
    });
    await renderSettingsPage("tenant", "widgets", <WidgetsPage level="tenant" />);
    expect(screen.getByTestId("page-loading")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("widget-snippet")).toBeInTheDocument();
  });

  it("is closed to a company without the Standard or Premium tier", async () => {
    mockApi({ ...accessRoutes(["Owner"], "Basic"), ...published });
    await renderSettingsPage(
      "tenant",
      "widgets",
      <SectionGuard section="widgets">
        <WidgetsPage level="tenant" />
      </SectionGuard>,
    );
    expect(await screen.findByTestId("elsewhere")).toBeInTheDocument();
    expect(screen.queryByTestId("widgets-page")).not.toBeInTheDocument();
  });

  it("is open to a company with the Standard tier", async () => {
    mockApi({ ...accessRoutes(["Owner"], "Standard"), ...published });
    await renderSettingsPage(
      "tenant",
      "widgets",
      <SectionGuard section="widgets">
        <WidgetsPage level="tenant" />
      </SectionGuard>,
    );
    expect(await screen.findByTestId("widgets-page")).toBeInTheDocument();
    expect(await screen.findByTestId("widget-snippet")).toBeInTheDocument();
  });
});
