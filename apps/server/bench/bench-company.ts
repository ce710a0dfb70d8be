import { randomUUID } from "node:crypto";
import type { HttpSession } from "../test/support/server-process";

/** The answer's JSON, or an error naming what was being made. */
export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs a new staff member up on `staff` and makes their company with one project and a published
 * experience of one ticket category, as a new operator would through the API.
 */
export async function benchCompany(staff: HttpSession, capacity: number) {
  await staff.signUp(`bench-${randomUUID()}@example.com`, "Bench");
  const tenant = `bench-${randomUUID().slice(0, 8)}`;
  await json(
    await staff.send("POST", "/api/tenants", { name: "Bench Tours", identifier: tenant, companyInfo: {} }),
    "tenant",
  );
  const { id: project } = await json<{ id: string }>(
    await staff.send("POST", `/${tenant}/api/project`, { Name: "Harbour" }),
    "project",
  );
  const experience = await json<{ id: string; ticketCategories: { id: string }[] }>(
    await staff.send("POST", `/${tenant}/api/${project}/experiences`, {
      name: "Whale Watching",
      ticketCategories: [{ name: "Adult", price: 9900 }],
      capacity,
      durationMinutes: 180,
      status: "Published",
    }),
    "experience",
  );
  return { tenant, project, experienceId: experience.id, categoryId: experience.ticketCategories[0]!.id };
}
