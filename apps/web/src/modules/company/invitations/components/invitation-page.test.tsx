import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicInvitation } from "@stund/shared/contracts/invitations";
import { mockApi, renderPage, userWith, type MockRoutes } from "../../../../components/testing/render-page";
import { InvitationPage } from "./invitation-page";

const token = "s3cr3t-token";
const invitation: PublicInvitation = {
  status: "Pending",
  company: { name: "Acme Tours", identifier: "acme", logo: null },
  invitedByName: "Anna",
  email: "gudrun@example.com",
  tenantRole: "ApplicationHost",
  projectRoles: [{ projectId: "p1", projectName: "Glacier walks", role: "ProjectManager" }],
  message: "See you at the harbour",
  language: "EN",
  expiresAt: "2026-03-08T10:00:00Z",
  accountExists: false,
};
const signedOut = {
  "GET /api/user/authenticate/acme/getUser": { status: 401, body: { title: "You are not signed in" } },
};
const signedInAs = (email: string) => ({
  "GET /api/user/authenticate/acme/getUser": userWith([], { email, tenants: [] }),
});

async function open(routes: MockRoutes, shown: Partial<PublicInvitation> = {}) {
  const calls = mockApi({ [`GET /api/invitations/${token}`]: { ...invitation, ...shown }, ...routes });
  const view = await renderPage(`/acme/invitation/${token}`, "/:tenant/invitation/:id", <InvitationPage />);
  return { calls, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe("InvitationPage", () => {
  it("shows the company, who invited and the roles, and signs a new person up with the invited address", async () => {
    let answer: (value: unknown) => void = () => {};
    const { calls, router } = await open({
      ...signedOut,
      [`POST /api/invitations/${token}/accept`]: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole("heading", { name: "Join Acme Tours" })).toBeInTheDocument();
    expect(screen.getByText("Anna invited you to join Acme Tours on Stund.")).toBeInTheDocument();
    expect(screen.getByTestId("invitation-roles")).toHaveTextContent("Host (company)");
    expect(screen.getByTestId("invitation-roles")).toHaveTextContent("Project manager in Glacier walks");
    expect(screen.getByTestId("invitation-message")).toHaveTextContent("See you at the harbour");
    const email = screen.getByTestId("invitation-email");
    expect(email).toHaveValue("gudrun@example.com");
    expect(email).toHaveAttribute("readonly");

    fireEvent.change(screen.getByTestId("invitation-name"), { target: { value: "Guðrún" } });
    fireEvent.change(screen.getByTestId("invitation-password"), { target: { value: "short" } });
    fireEvent.click(screen.getByTestId("invitation-accept"));
    expect(await screen.findByText("This field should be at least 10 characters long")).toBeInTheDocument();
    fireEvent.change(screen.getByTestId("invitation-password"), {
      target: { value: "correct horse battery" },
    });
    fireEvent.click(screen.getByTestId("invitation-accept"));
    await waitFor(() => expect(screen.getByTestId("invitation-accept")).toBeDisabled());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Guðrún",
      password: "correct horse battery",
    });
    answer({ tenant: "acme" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects"));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("speaks the invitation's language", async () => {
    window.localStorage.clear();
    await open(signedOut, { language: "IS" });
    expect(await screen.findByRole("heading", { name: "Slástu í hóp Acme Tours" })).toBeInTheDocument();
    expect(screen.getByTestId("invitation-roles")).toHaveTextContent("Gestgjafi (fyrirtæki)");
  });

  it("keeps the language the person chose with the toggle", async () => {
    window.localStorage.setItem("stund.language", "EN");
    await open(signedOut, { language: "IS" });
    expect(await screen.findByRole("heading", { name: "Join Acme Tours" })).toBeInTheDocument();
    window.localStorage.clear();
  });

  it("sends a person with an account to sign in and back here", async () => {
    await open(signedOut, { accountExists: true });
    const link = await screen.findByTestId("invitation-sign-in-link");
    expect(link).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/acme/invitation/${token}`)}`);
    expect(screen.getByText(/You already have an account with gudrun@example.com/)).toBeInTheDocument();
    expect(screen.queryByTestId("invitation-signup")).not.toBeInTheDocument();
  });

  it("lets the invited person accept once signed in", async () => {
    const { calls, router } = await open({
      ...signedInAs("gudrun@example.com"),
      [`POST /api/invitations/${token}/accept`]: { tenant: "acme" },
    });
    expect(await screen.findByTestId("invitation-signed-in")).toHaveTextContent(
      "Signed in as gudrun@example.com.",
    );
    fireEvent.click(screen.getByTestId("invitation-accept"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({});
  });

  it("shows the server's reason when accepting fails", async () => {
    await open({
      ...signedInAs("gudrun@example.com"),
      [`POST /api/invitations/${token}/accept`]: {
        status: 410,
        body: { title: "This invitation has expired" },
      },
    });
    fireEvent.click(await screen.findByTestId("invitation-accept"));
    expect(await screen.findByTestId("form-error")).toHaveTextContent("This invitation has expired");
  });

  it("names both addresses to a person signed in as someone else, and signs them out", async () => {
    const { calls, router } = await open({
      ...signedInAs("other@example.com"),
      "POST /api/user/authenticate/logout": { ok: true },
    });
    const notice = await screen.findByTestId("invitation-wrong-user");
    expect(notice).toHaveTextContent("This invitation was sent to another email address");
    expect(notice).toHaveTextContent("gudrun@example.com");
    expect(notice).toHaveTextContent("other@example.com");
    expect(screen.queryByTestId("invitation-accept")).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("invitation-sign-out"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/acme/invitation/${token}`)}`);
    expect(calls.some((call) => call.path === "/api/user/authenticate/logout")).toBe(true);
  });

  it.each([
    [
      "Expired",
      "invitation-expired",
      "This invitation has expired",
      "Ask Acme Tours to send you a new invitation.",
    ],
    [
      "Revoked",
      "invitation-revoked",
      "This invitation has been revoked",
      "Acme Tours withdrew this invitation.",
    ],
    [
      "Accepted",
      "invitation-used",
      "This invitation has already been used",
      "Each invitation link works once.",
    ],
  ] as const)("says so plainly when the link is %s", async (status, testId, title, text) => {
    await open(signedOut, { status });
    const notice = await screen.findByTestId(testId);
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(text);
    expect(screen.queryByTestId("invitation-accept")).not.toBeInTheDocument();
    expect(screen.queryByTestId("invitation-signup")).not.toBeInTheDocument();
  });

  it("welcomes back the person who accepted, with a way into the company", async () => {
    await open(signedInAs("gudrun@example.com"), { status: "Accepted" });
    expect(await screen.findByTestId("invitation-joined")).toHaveTextContent("You have joined Acme Tours");
    expect(screen.getByRole("link", { name: "Open Acme Tours" })).toHaveAttribute("href", "/acme/projects");
  });

  it("says when the link leads to no invitation", async () => {
    await open({
      ...signedOut,
      [`GET /api/invitations/${token}`]: { status: 404, body: { title: "Invitation not found" } },
    });
    expect(await screen.findByTestId("invitation-not-found")).toHaveTextContent("Invitation not found");
  });
});
