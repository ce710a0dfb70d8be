import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Sets up through the API what other specs already cover through the screens: a signed-in user
 * who accepted the platform documents and owns an activated company. The request context shares
 * the page's cookies, so the browser is then signed in too.
 */
export async function ownerWithCompany(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string; name: string },
  company: { identifier: string; name: string },
): Promise<void> {
  const headers = { origin: baseURL, "x-stund-request": "1" };
  const post = async (path: string, data: unknown = {}) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  };
  await post("/api/user/authenticate/signup", user);
  await post("/api/UserTerms/accept-terms-and-condition");
  await post("/api/UserTerms/accept-privacy-policy");
  await post("/api/tenants", { name: company.name, identifier: company.identifier, companyInfo: {} });
  const activated = await request.put("/api/tenants/activate", {
    headers,
    data: { identifier: company.identifier },
  });
  expect(activated.ok()).toBe(true);
}
