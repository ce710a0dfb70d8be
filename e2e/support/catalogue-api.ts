import { expect, type APIRequestContext } from "@playwright/test";

/** The parts of an event (GET …/events, …/events/{id}) the catalogue spec reads. */
export interface EventAnswer {
  id: string;
  start: string;
  localStart: string;
  timeZone: string;
  status: string;
  delayStatus: string | null;
  delayMessage?: string;
  capacity: number;
  seriesId: string | null;
  detached: boolean;
}

/** Creates a project of the company through the API, as the projects screen does. */
export async function createProject(
  request: APIRequestContext,
  baseURL: string,
  tenant: string,
  project: { name: string; identifier: string },
): Promise<void> {
  const response = await request.post(`/${tenant}/api/project`, {
    headers: { origin: baseURL, "x-stund-request": "1" },
    data: { Name: project.name, identifier: project.identifier, description: "" },
  });
  expect(response.status(), `create project: ${await response.text()}`).toBe(201);
}

/** One event as the server answers it to the signed-in user. */
export async function eventById(
  request: APIRequestContext,
  tenant: string,
  project: string,
  id: string,
): Promise<EventAnswer> {
  const response = await request.get(`/${tenant}/api/${project}/events/${id}`);
  expect(response.ok(), `event ${id}: ${response.status()}`).toBe(true);
  return (await response.json()) as EventAnswer;
}

/** The project's events starting in [from, to) (ISO instants). */
export async function eventsBetween(
  request: APIRequestContext,
  tenant: string,
  project: string,
  from: string,
  to: string,
): Promise<EventAnswer[]> {
  const response = await request.get(`/${tenant}/api/${project}/events`, { params: { from, to } });
  expect(response.ok(), `events: ${response.status()}`).toBe(true);
  return (await response.json()) as EventAnswer[];
}
