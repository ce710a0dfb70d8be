/** A company with two projects, departures and people in every role, for the schedule's tests. */
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { memberClient } from "../../../../test/factories";
import { eventsProject, insertEvent, insertExperience } from "../../../../test/fixtures/event-test-support";
import type { TestApp, TestClient } from "../../../../test/test-app";

const hourMs = 3_600_000;
/** A Monday morning far enough ahead that nothing else in the database lands near it. */
export const monday = new Date("2031-06-02T09:00:00Z");
export const at = (hours: number) => new Date(monday.getTime() + hours * hourMs);

export type Member = TestClient & { userId: string; email: string };

export async function scheduleCompany(t: TestApp) {
  const db = t.database.db;
  const base = await eventsProject(t);
  const otherProjectId = await base.createProject("Whale Watching");
  const scope = base.scope;
  const otherScope = { tenantId: base.tenant.id, projectId: otherProjectId };
  const walk = await insertExperience(db, scope, { name: "Glacier Walk", durationMinutes: 180 });
  const whales = await insertExperience(db, otherScope, { name: "Whale Safari", durationMinutes: 120 });
  const member = (role: TenantRole | { project: string; role: ProjectRole }) =>
    memberClient(t.app, db, base.tenant.id, role) as Promise<Member>;
  return {
    ...base,
    otherProjectId,
    otherScope,
    walk,
    whales,
    member,
    /** A departure of the first project (Glacier Walk, 3 hours). */
    walkAt: (start: Date, values: { status?: string; seatsSold?: number; capacity?: number } = {}) =>
      insertEvent(db, scope, { experienceId: walk, start, durationMinutes: 180, ...values }),
    /** A departure of the second project (Whale Safari, 2 hours). */
    whalesAt: (start: Date, values: { status?: string } = {}) =>
      insertEvent(db, otherScope, { experienceId: whales, start, durationMinutes: 120, ...values }),
    /** Assigns people as the company's Owner would, overlaps confirmed. */
    assign: async (eventId: string, userIds: string[]) => {
      const response = await base.owner.put(`${base.tenant.api}/events/${eventId}/staff`, {
        userIds,
        confirmConflicts: true,
      });
      if (response.statusCode !== 200) throw new Error(`not assigned: ${response.body}`);
      return response.json();
    },
  };
}

export type ScheduleCompany = Awaited<ReturnType<typeof scheduleCompany>>;
