import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, eventStaff } from "../../../db/schema/team";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { at, scheduleCompany } from "./schedule-test-support";

/** Real parallel transactions need a server with a connection pool; PGlite runs one at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "the schedule under concurrent changes, on PostgreSQL",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it("puts a person on only one of several overlapping departures assigned at the same moment", async () => {
      for (let round = 0; round < 4; round += 1) {
        const c = await scheduleCompany(t);
        const guide = await c.member("ApplicationHost");
        const departures = await Promise.all(
          // Starting a quarter of an hour apart, each two hours or longer: every two overlap.
          [0, 1, 2, 3].map((n) => (n % 2 ? c.whalesAt : c.walkAt)(at(round * 24 + n / 4))),
        );
        const answers = await Promise.all(
          departures.map((eventId) =>
            c.owner.put(`${c.tenant.api}/events/${eventId}/staff`, { userIds: [guide.userId] }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
        const rows = await t.database.db.select().from(eventStaff).where(eq(eventStaff.userId, guide.userId));
        expect(rows).toHaveLength(1);
      }
    });

    it("leaves one active calendar feed when two are made at once", async () => {
      const c = await scheduleCompany(t);
      const guide = await c.member("ApplicationHost");
      const answers = await Promise.all([1, 2, 3].map(() => guide.post(`${c.tenant.api}/schedule/feed`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const active = await t.database.db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.userId, guide.userId), isNull(calendarFeeds.revokedAt)));
      expect(active).toHaveLength(1);
    });
  },
);
