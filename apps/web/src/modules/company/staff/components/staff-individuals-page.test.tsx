import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "@stund/shared/contracts/projects";
import type { ProjectStaffPerson, StaffMember } from "@stund/shared/contracts/staff";
import type { TenantRole } from "@stund/shared/enums";
import { mockRecordedApi, type Routes } from "../../../../components/testing/recorded-api";
import { renderPage, subscriptionOf, userWith } from "../../../../components/testing/render-page";
import { StaffIndividualsPage } from "./staff-individuals-page";

const glacierId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";
const glacier: Project = {
  id: glacierId,
  identifier: "glacier",
  name: "Glacier",
  description: "",
  image: null,
  timeZone: null,
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};
const anna: StaffMember = {
  userId: "u1",
  name: "Anna",
  email: "anna@example.com",
  image: null,
  tenantRole: "Owner",
  projectRoles: [],
  lastSignInAt: "2026-03-01T09:30:00Z",
  isYou: true,
};
const bjorn: StaffMember = {
  userId: "9a3e4b1c-1111-4c2d-8e3f-000000000002",
  name: "Björn",
  email: "bjorn@example.com",
  image: null,
  tenantRole: null,
  projectRoles: [{ projectId: glacierId, projectName: "Glacier", role: "ProjectHost" }],
  lastSignInAt: null,
  isYou: false,
};

function access(roles: TenantRole[]): Routes {
  return {
    "GET /api/user/authenticate/acme/getUser": userWith(roles),
    "GET /acme/api/subscriptions/subscription": subscriptionOf("Premium"),
  };
}

const openCompany = () =>
  renderPage(
    "/acme/settings/staff/individuals",
    "/:tenant/settings/staff/individuals",
    <StaffIndividualsPage level="tenant" />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("StaffIndividualsPage at company level", () => {
  it("lists people with their roles and last sign-in", async () => {
    mockRecordedApi({ ...access(["Owner"]), "GET /acme/api/staff": [anna, bjorn] });
    await openCompany();
    const rows = await screen.findAllByTestId("staff-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("staff-tenant-role")).toHaveTextContent("Owner");
    expect(within(rows[0]!).getByText("You")).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId("staff-project-role")).toHaveTextContent("Project host in Glacier");
    expect(within(rows[1]!).getByTestId("staff-last-sign-in")).toHaveTextContent("Never signed in");
    expect(within(rows[0]!).getByTestId("staff-last-sign-in")).toHaveTextContent("01/03/2026 09:30");
  });

  it("asks the API again once typing settles, and says when no one matches", async () => {
    const calls = mockRecordedApi({
      ...access(["Owner"]),
      "GET /acme/api/staff": (call) => {
        const search = call.query.get("search");
        return search ? [anna, bjorn].filter((p) => p.name.toLowerCase().includes(search)) : [anna, bjorn];
      },
    });
    await openCompany();
    await screen.findAllByTestId("staff-row");
    fireEvent.change(screen.getByTestId("staff-search"), { target: { value: "björn" } });
    await waitFor(() => expect(screen.getAllByTestId("staff-row")).toHaveLength(1));
    expect(screen.getByTestId("staff-name")).toHaveTextContent("Björn");
    expect(
      calls
        .filter((c) => c.path === "/acme/api/staff")
        .at(-1)
        ?.query.get("search"),
    ).toBe("björn");
    fireEvent.change(screen.getByTestId("staff-search"), { target: { value: "nobody" } });
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No one matches your search");
  });

  it("shows cards instead of the table at phone width", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
    mockRecordedApi({ ...access(["Owner"]), "GET /acme/api/staff": [anna, bjorn] });
    await openCompany();
    const cards = await screen.findByTestId("staff-cards");
    expect(within(cards).getAllByTestId("staff-row")).toHaveLength(2);
    expect(within(cards).getByText("Last sign-in 01/03/2026 09:30")).toBeInTheDocument();
    expect(screen.queryByTestId("staff-table")).toBeNull();
  });

  it("offers no actions to a Manager", async () => {
    mockRecordedApi({ ...access(["ApplicationManager"]), "GET /acme/api/staff": [anna, bjorn] });
    await openCompany();
    await screen.findAllByTestId("staff-row");
    expect(screen.queryByTestId("staff-actions")).toBeNull();
  });

  it("shows an error with a retry when the list cannot be read", async () => {
    let fail = true;
    mockRecordedApi({
      ...access(["Owner"]),
      "GET /acme/api/staff": () => (fail ? { status: 500, body: { title: "Boom" } } : [anna]),
    });
    await openCompany();
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("staff-row")).toBeInTheDocument();
  });

  it("removes a person and hands ownership over, each after a confirmation", async () => {
    const calls = mockRecordedApi({
      ...access(["Owner"]),
      "GET /acme/api/staff": [anna, bjorn],
      [`DELETE /acme/api/staff/${bjorn.userId}`]: { ok: true },
      "POST /acme/api/staff/transfer-ownership": { ok: true },
    });
    await openCompany();
    const row = () => screen.getAllByTestId("staff-row")[1]!;
    await screen.findAllByTestId("staff-row");
    fireEvent.click(within(row()).getByTestId("staff-actions"));
    fireEvent.click(await screen.findByTestId("staff-transfer"));
    expect(await screen.findByText(/You become an Administrator/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Transfer ownership" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({ userId: bjorn.userId }),
    );

    fireEvent.click(within(row()).getByTestId("staff-actions"));
    fireEvent.click(await screen.findByTestId("staff-remove"));
    expect(await screen.findByText("Remove Björn?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });

  it("sends the chosen company and project roles", async () => {
    const calls = mockRecordedApi({
      ...access(["Owner"]),
      "GET /acme/api/staff": [anna, bjorn],
      "GET /acme/api/project": [glacier],
      [`PUT /acme/api/staff/${bjorn.userId}/roles`]: { ...bjorn, tenantRole: "ApplicationManager" },
    });
    await openCompany();
    const row = (await screen.findAllByTestId("staff-row"))[1]!;
    fireEvent.click(within(row).getByTestId("staff-actions"));
    fireEvent.click(await screen.findByTestId("staff-edit-roles"));
    fireEvent.click(await screen.findByTestId("staff-tenant-role-select"));
    fireEvent.click(await screen.findByRole("option", { name: "Manager", hidden: true }));
    fireEvent.click(await screen.findByTestId(`staff-project-role-${glacierId}`));
    fireEvent.click(await screen.findByRole("option", { name: "Project administrator", hidden: true }));
    fireEvent.click(screen.getByTestId("staff-roles-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      tenantRole: "ApplicationManager",
      projectRoles: [{ projectId: glacierId, role: "ProjectAdministrator" }],
    });
  });
});

describe("StaffIndividualsPage at project level", () => {
  it("shows company people read-only and sends a project role for the project's own people", async () => {
    const asProject = (person: StaffMember): ProjectStaffPerson => ({
      ...person,
      projectRoles: person.projectRoles.map((entry) => entry.role),
      roles: [],
    });
    const calls = mockRecordedApi({
      ...access([]),
      "GET /api/user/authenticate/acme/getUser": userWith([], {
        projectRoles: { [glacierId]: ["ProjectAdministrator"] },
      }),
      "GET /acme/api/project/glacier": glacier,
      "GET /acme/api/project/staff": [asProject({ ...anna, isYou: false }), asProject(bjorn)],
      [`PUT /acme/api/project/staff/${bjorn.userId}`]: asProject(bjorn),
    });
    await renderPage(
      "/acme/glacier/settings/staff/individuals",
      "/:tenant/:project/settings/staff/individuals",
      <StaffIndividualsPage level="project" />,
    );
    const rows = await screen.findAllByTestId("staff-row");
    expect(within(rows[0]!).queryByTestId("staff-actions")).toBeNull();
    expect(within(rows[1]!).getByTestId("staff-project-role")).toHaveTextContent("Project host");
    fireEvent.click(within(rows[1]!).getByTestId("staff-actions"));
    fireEvent.click(await screen.findByTestId("staff-edit-roles"));
    fireEvent.click(await screen.findByTestId("staff-project-role-select"));
    fireEvent.click(await screen.findByRole("option", { name: "Project manager", hidden: true }));
    fireEvent.click(screen.getByTestId("staff-roles-save"));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.query.get("projectId")).toBe(glacierId);
    expect(put.body).toEqual({ projectRoles: ["ProjectManager"] });
  });
});
