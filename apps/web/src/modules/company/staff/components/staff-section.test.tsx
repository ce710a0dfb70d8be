import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { accessRoutes, mockApi, renderPage } from "../../../../components/testing/render-page";
import { StaffSection } from "./staff-section";

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage(
    "/acme/settings/staff/individuals",
    "/:tenant/settings/staff/*",
    <Routes>
      <Route element={<StaffSection level="tenant" />}>
        <Route path="individuals" element={<div data-testid="individuals-page" />} />
        <Route path="pending" element={<div data-testid="pending-page" />} />
      </Route>
    </Routes>,
  );

describe("StaffSection", () => {
  it("shows the tabs the plan opens and moves between them", async () => {
    mockApi(accessRoutes(["Owner"], "Premium"));
    const { router } = await open();
    expect(await screen.findByTestId("staff-tab-agents")).toBeInTheDocument();
    expect(screen.getByTestId("individuals-page")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("staff-tab-pending"));
    expect(await screen.findByTestId("pending-page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/acme/settings/staff/pending");
  });

  it("leaves out Agents when the plan does not include them", async () => {
    mockApi(accessRoutes(["Owner"], "AsYouGrow"));
    await open();
    expect(await screen.findByTestId("staff-tab-pending")).toBeInTheDocument();
    expect(screen.queryByTestId("staff-tab-agents")).toBeNull();
  });
});
