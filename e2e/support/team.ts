import { expect, type APIRequestContext } from "@playwright/test";
import { demoProject, demoTenant, type NewUser } from "./accounts";
import { linkIn, waitForEmail } from "./mailbox";

/** What the invitation email's link looks like: /{tenant}/invitation/{token}. */
export const invitationPath = new RegExp(`^/${demoTenant}/invitation/([A-Za-z0-9_-]{20,})$`);

const writeHeaders = (baseURL: string) => ({ origin: baseURL, "x-stund-request": "1" });

/** Signs a request context in through the API (its cookies then carry the session). */
export async function signInByApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.post("/api/user/authenticate/login", {
    headers: writeHeaders(baseURL),
    data: account,
  });
  expect(response.ok(), `sign in ${account.email}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The id of the demo company's project "reykjavik-harbour", as its staff calls name it. */
export async function demoProjectId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/${demoTenant}/api/project`);
  expect(response.ok(), `projects: ${response.status()}`).toBe(true);
  const projects = (await response.json()) as { id: string; identifier: string }[];
  const project = projects.find((candidate) => candidate.identifier === demoProject);
  expect(project, `the demo project among ${projects.map((p) => p.identifier).join(", ")}`).toBeTruthy();
  return project!.id;
}

/** The token of the newest invitation email to the address (the last part of its link). */
export async function invitationTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const message = await waitForEmail(request, email, "StaffInvitation");
  return invitationPath.exec(linkIn(message, invitationPath))![1]!;
}

/**
 * Sets up through the API what the invitations spec covers through the screens: the caller
 * (signed in as someone who manages the demo company's staff) invites `person` with one project
 * role in the demo project; `personRequest` (a browser context's request, so the browser is then
 * signed in) signs up through the link and accepts the platform documents.
 */
export async function joinDemoProject(
  ownerRequest: APIRequestContext,
  personRequest: APIRequestContext,
  baseURL: string,
  person: NewUser,
  role: "ProjectHost" | "ProjectManager",
): Promise<void> {
  const projectId = await demoProjectId(ownerRequest);
  const invited = await ownerRequest.post(`/${demoTenant}/api/invitations`, {
    headers: writeHeaders(baseURL),
    data: { emails: [person.email], projectRoles: [{ projectId, role }], language: "EN" },
  });
  expect(invited.ok(), `invite: ${invited.status()} ${await invited.text()}`).toBe(true);
  expect(((await invited.json()) as { results: { result: string }[] }).results).toEqual([
    expect.objectContaining({ result: "Invited" }),
  ]);
  const token = await invitationTokenFor(ownerRequest, person.email);
  const accepted = await personRequest.post(`/api/invitations/${token}/accept`, {
    headers: writeHeaders(baseURL),
    data: { name: person.name, password: person.password },
  });
  expect(accepted.ok(), `accept: ${accepted.status()} ${await accepted.text()}`).toBe(true);
  for (const path of ["/api/UserTerms/accept-terms-and-condition", "/api/UserTerms/accept-privacy-policy"]) {
    const response = await personRequest.post(path, { headers: writeHeaders(baseURL) });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  }
}
