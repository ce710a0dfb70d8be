import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "@stund/shared/contracts/projects";
import { accessRoutes, mockApi, renderPage } from "../../../../components/testing/render-page";
import { ProjectInformationPage } from "./project-information-page";

const project: Project = {
  id: "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11",
  identifier: "glacier",
  name: "Glacier",
  description: "Walks on the ice",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};

const open = () =>
  renderPage(
    "/acme/glacier/settings/information",
    "/:tenant/:project/settings/information",
    <ProjectInformationPage />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("ProjectInformationPage", () => {
  it("keeps Save disabled until something changed", async () => {
    mockApi({ ...accessRoutes(["Owner"]), "GET /acme/api/project/glacier": project });
    await open();
    const name = await screen.findByTestId("project-name");
    expect(screen.getByTestId("project-information-save")).toBeDisabled();
    fireEvent.change(name, { target: { value: "Glacier walks" } });
    expect(screen.getByTestId("project-information-save")).toBeEnabled();
  });

  it("moves to the new path after the identifier changed", async () => {
    const calls = mockApi({
      ...accessRoutes(["Owner"]),
      "GET /acme/api/project/glacier": project,
      "PUT /acme/api/project": { ok: true },
    });
    const { router } = await open();
    fireEvent.change(await screen.findByTestId("project-identifier"), { target: { value: "Ice Walks" } });
    expect(screen.getByTestId("project-identifier")).toHaveValue("ice-walks");
    fireEvent.click(screen.getByTestId("project-information-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/ice-walks/settings/information"));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      id: project.id,
      name: "Glacier",
      identifier: "ice-walks",
      description: "Walks on the ice",
    });
  });
});
