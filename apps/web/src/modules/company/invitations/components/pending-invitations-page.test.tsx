import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Invitation } from "@stund/shared/contracts/invitations";
import type { Project } from "@stund/shared/contracts/projects";
import { mockApi, userWith } from "../../../../components/testing/render-page";
import {
  renderSettingsPage,
  testProject,
  testProjectId,
} from "../../../../components/testing/render-settings-page";
import { PendingInvitationsPage } from "./pending-invitations-page";

const host: Invitation = {
  id: "3c1d2e4f-0000-4a5b-8c6d-000000000001",
  email: "gudrun@example.com",
  tenantRole: "ApplicationHost",
  projectRoles: [],
  message: "",
  language: "EN",
  invitedByName: "Anna",
  createdAt: "2026-03-01T10:00:00Z",
  expiresAt: "2026-03-08T10:00:00Z",
  lastSentAt: "2026-03-01T10:00:00Z",
  sendCount: 1,
  status: "Pending",
};
const guide: Invitation = {
  ...host,
  id: "3c1d2e4f-0000-4a5b-8c6d-000000000002",
  email: "olafur@example.com",
  tenantRole: null,
  projectRoles: [{ projectId: testProjectId, projectName: "Glacier", role: "ProjectManager" }],
  sendCount: 3,
  status: "Expired",
};
const projects: Project[] = [testProject];
const user = (roles: Parameters<typeof userWith>[0], projectRoles = {}) => ({
  "GET /api/user/authenticate/acme/getUser": userWith(roles, { projectRoles }),
});

const open = (level: "tenant" | "project" = "tenant") =>
  renderSettingsPage(level, "staff/pending", <PendingInvitationsPage level={level} />);

afterEach(() => vi.unstubAllGlobals());

describe("PendingInvitationsPage", () => {
  it("lists open invitations with their roles, sender and expiry, and resends and revokes", async () => {
    const calls = mockApi({
      ...user(["Owner"]),
      "GET /acme/api/invitations": [host, guide],
      [`POST /acme/api/invitations/${host.id}/resend`]: { ...host, sendCount: 2 },
      [`DELETE /acme/api/invitations/${guide.id}`]: { ok: true },
    });
    await open();
    const rows = await screen.findAllByTestId("invitation-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("gudrun@example.com");
    expect(rows[0]).toHaveTextContent("Host (company)");
    expect(rows[0]).toHaveTextContent("Anna");
    expect(within(rows[0]!).queryByTestId("invitation-expired")).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Project manager in Glacier");
    expect(rows[1]).toHaveTextContent("Sent 3 times");
    expect(within(rows[1]!).getByTestId("invitation-expired")).toHaveTextContent("Expired");

    fireEvent.click(within(rows[0]!).getByTestId("invitation-resend"));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/resend"))).toBe(true));

    fireEvent.click(within(rows[1]!).getByTestId("invitation-revoke"));
    expect(await screen.findByText("Revoke the invitation to olafur@example.com?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")?.path).toBe(`/acme/api/invitations/${guide.id}`),
    );
  });

  it("shows an empty state, then invites a pasted list and shows what became of each address", async () => {
    const calls = mockApi({
      ...user(["Owner"]),
      "GET /acme/api/invitations": [],
      "GET /acme/api/project": projects,
      "POST /acme/api/invitations": {
        results: [
          { email: "a@example.com", result: "Invited", invitationId: "x" },
          { email: "nope", result: "InvalidEmail" },
          { email: "a@example.com", result: "Duplicate" },
        ],
      },
    });
    await open();
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No pending invitations");
    fireEvent.click(screen.getByTestId("invite-open"));
    fireEvent.change(await screen.findByTestId("invite-emails"), {
      target: { value: "a@example.com, nope;\nA@example.com b@example.com" },
    });
    expect(screen.getByTestId("invite-count")).toHaveTextContent(
      "2 valid addresses · 1 is not an email address",
    );
    fireEvent.click(screen.getByTestId("invite-send"));
    expect(await screen.findByText("Choose at least one role")).toBeInTheDocument();

    fireEvent.click(screen.getByTestId("invite-tenant-role"));
    const offered = screen.getAllByRole("option", { hidden: true }).map((option) => option.textContent);
    expect(offered).toEqual(["Owner", "Administrator", "Manager", "Host", "Agent"]);
    fireEvent.click(screen.getByRole("option", { name: "Host", hidden: true }));
    fireEvent.change(screen.getByTestId("invite-message"), { target: { value: "Welcome!" } });
    fireEvent.click(screen.getByTestId("invite-send"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      emails: ["a@example.com", "nope", "A@example.com", "b@example.com"],
      tenantRole: "ApplicationHost",
      projectRoles: [],
      message: "Welcome!",
      language: "EN",
      expiresInDays: 7,
    });
    const results = await screen.findByTestId("invite-results");
    expect(results).toHaveTextContent("1 invitation sent.");
    expect(
      within(results)
        .getAllByTestId("invite-result")
        .map((row) => row.textContent),
    ).toEqual(["a@example.comInvited", "nopeNot a valid address", "a@example.comListed twice"]);
  });

  it("tells a manager that only administrators invite, without asking for the list", async () => {
    const calls = mockApi({ ...user(["ApplicationManager"]) });
    await open();
    expect(await screen.findByTestId("invitations-not-allowed")).toHaveTextContent(
      "Only owners and administrators invite staff to the company.",
    );
    expect(calls.some((call) => call.path === "/acme/api/invitations")).toBe(false);
  });

  it("shows an error with a retry when the list cannot be read", async () => {
    mockApi({ ...user(["Owner"]), "GET /acme/api/invitations": { status: 500, body: { title: "Boom" } } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again");
  });

  it("on a project's page, lists its invitations and invites with its roles only", async () => {
    const calls = mockApi({
      ...user([], { [testProjectId]: ["ProjectAdministrator"] }),
      "GET /acme/api/project/glacier": testProject,
      "GET /acme/api/project": projects,
      "GET /acme/api/invitations": [guide],
      "POST /acme/api/invitations": {
        results: [{ email: "c@example.com", result: "Invited", invitationId: "y" }],
      },
    });
    await open("project");
    expect(await screen.findByText("olafur@example.com")).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/acme/api/invitations?projectId=${testProjectId}`);
    fireEvent.click(screen.getByTestId("invite-open"));
    fireEvent.change(await screen.findByTestId("invite-emails"), { target: { value: "c@example.com" } });
    expect(screen.queryByTestId("invite-tenant-role")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("invite-project-role"));
    fireEvent.click(await screen.findByRole("option", { name: "Project host", hidden: true }));
    fireEvent.click(screen.getByTestId("invite-send"));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      emails: ["c@example.com"],
      projectRoles: [{ projectId: testProjectId, role: "ProjectHost" }],
    });
  });
});
