import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "@stund/shared/contracts/projects";
import { accessRoutes, mockApi, renderPage } from "../../../../components/testing/render-page";
import { ProjectsPage } from "./projects-page";

const project = (n: number): Project => ({
  id: `p${n}`,
  identifier: `tour-${n}`,
  name: `Tour ${n}`,
  description: "",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
});

const open = () => renderPage("/acme/projects", "/:tenant/projects", <ProjectsPage />);

afterEach(() => vi.unstubAllGlobals());

describe("ProjectsPage", () => {
  it("offers an owner to create the first project, with the identifier normalised as typed", async () => {
    const calls = mockApi({
      ...accessRoutes(["Owner"]),
      "GET /acme/api/project": [],
      "POST /acme/api/project": { id: "p1" },
    });
    await open();
    expect(await screen.findByTestId("empty-state")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId("project-create"));
    fireEvent.change(await screen.findByTestId("project-name"), { target: { value: "Glacier Walk" } });
    expect(screen.getByTestId("project-identifier")).toHaveValue("glacier-walk");
    fireEvent.change(screen.getByTestId("project-identifier"), { target: { value: "Jökull Ganga!" } });
    expect(screen.getByTestId("project-identifier")).toHaveValue("jökull-ganga");
    fireEvent.click(screen.getByTestId("project-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      Name: "Glacier Walk",
      identifier: "jökull-ganga",
      description: "",
    });
  });

  it("does not offer creation to a host", async () => {
    mockApi({ ...accessRoutes(["ApplicationHost"]), "GET /acme/api/project": [] });
    await open();
    expect(await screen.findByTestId("empty-state")).toBeInTheDocument();
    expect(screen.queryByTestId("project-create")).toBeNull();
  });

  it("shows a search box once there are more than six projects and filters by it", async () => {
    mockApi({ ...accessRoutes(["Owner"]), "GET /acme/api/project": [1, 2, 3, 4, 5, 6, 7].map(project) });
    await open();
    expect(await screen.findByTestId("project-card-tour-7")).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("project-search"), { target: { value: "tour 3" } });
    expect(screen.getByTestId("project-card-tour-3")).toBeInTheDocument();
    expect(screen.queryByTestId("project-card-tour-7")).toBeNull();
  });

  it("has no search box for six projects", async () => {
    mockApi({ ...accessRoutes(["Owner"]), "GET /acme/api/project": [1, 2, 3, 4, 5, 6].map(project) });
    await open();
    expect(await screen.findByTestId("project-card-tour-6")).toBeInTheDocument();
    expect(screen.queryByTestId("project-search")).toBeNull();
  });
});
