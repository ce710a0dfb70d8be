import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessRoutes, mockApi, renderPage } from "../../../../components/testing/render-page";
import { CompanySettingsLayout } from "./company-settings-layout";

const open = () =>
  renderPage(
    "/acme/settings/informations/personal-information",
    "/:tenant/settings/*",
    <CompanySettingsLayout />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("CompanySettingsLayout", () => {
  it("disables sections the tier lacks and keeps the rest open for an owner", async () => {
    mockApi(accessRoutes(["Owner"], "Basic"));
    await open();
    const nav = await screen.findByTestId("company-settings-nav");
    expect(await within(nav).findByTestId("subnav-subscription")).toBeInTheDocument();
    expect(within(nav).getByTestId("subnav-assets")).toHaveAttribute("data-disabled", "true");
    expect(within(nav).getByTestId("subnav-sales-channels")).not.toHaveAttribute("data-disabled");
    expect(screen.getByTestId("informations-tab-company-information")).toBeInTheDocument();
  });

  it("hides what a host's role does not allow", async () => {
    mockApi(accessRoutes(["ApplicationHost"], "Premium"));
    await open();
    const nav = await screen.findByTestId("company-settings-nav");
    expect(await within(nav).findByTestId("subnav-informations")).toBeInTheDocument();
    expect(within(nav).queryByTestId("subnav-subscription")).toBeNull();
    expect(within(nav).queryByTestId("subnav-staff")).toBeNull();
    // Only personal information is left inside informations, so no tabs are needed.
    expect(screen.queryByTestId("informations-tab-company-information")).toBeNull();
  });
});
