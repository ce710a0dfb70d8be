import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { ownedTenant } from "../../../../test/factories";
import { projects } from "../../../db/schema/projects";
import { insertBooking } from "../assets/catalogue-test-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const minute = 60_000;

async function project(timeZone: string | null = null) {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Harbour");
  if (timeZone) await t.database.db.update(projects).set({ timeZone }).where(eq(projects.id, projectId));
  const api = `${owned.tenant.api}/${projectId}`;
  const create = async (body: object, url = `${api}/schedules`) => {
    const response = await owned.owner.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const slots = async (id: string, query: string) => {
    const response = await owned.owner.get(`${api}/schedules/${id}/slots?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      start: string;
      end: string;
      capacity: number;
      sold: number;
      held: number;
      available: number;
    }[];
  };
  return { ...owned, projectId, api, create, slots, scope: { tenantId: owned.tenant.id, projectId } };
}

const spa = (hours: object[], slotMinutes = 60, extra: object = {}) => ({
  name: "Spa",
  rule: { kind: "OpenHours", hours, slotMinutes, capacityPerSlot: 8, ...extra },
});

describe("slots of an OpenHours schedule", () => {
  it("counts confirmed seats as sold and unexpired pending ones as held, per slot", async () => {
    const { create, slots, scope } = await project();
    const id = await create(
      spa([{ weekday: "Monday", open: "09:00", close: "12:00" }], 60, { closures: ["2027-06-14"] }),
    );
    const tenOClock = new Date("2027-06-07T10:00:00Z");
    const booking = (status: "Confirmed" | "Pending" | "Declined", seats: number, expiresAt?: Date) =>
      insertBooking(t.database.db, scope, { status, seats, scheduleId: id, startsAt: tenOClock, expiresAt });
    await booking("Confirmed", 3);
    await booking("Confirmed", 1);
    await booking("Pending", 2, new Date(Date.now() + 10 * minute));
    await booking("Pending", 4, new Date(Date.now() - minute));
    await booking("Declined", 5);
    expect(await slots(id, "date=2027-06-07")).toEqual([
      {
        start: "2027-06-07T09:00:00.000Z",
        end: "2027-06-07T10:00:00.000Z",
        capacity: 8,
        sold: 0,
        held: 0,
        available: 8,
      },
      {
        start: "2027-06-07T10:00:00.000Z",
        end: "2027-06-07T11:00:00.000Z",
        capacity: 8,
        sold: 4,
        held: 2,
        available: 2,
      },
      {
        start: "2027-06-07T11:00:00.000Z",
        end: "2027-06-07T12:00:00.000Z",
        capacity: 8,
        sold: 0,
        held: 0,
        available: 8,
      },
    ]);
    expect(await slots(id, "date=2027-06-08")).toEqual([]);
    expect(await slots(id, "date=2027-06-14")).toEqual([]);
  });

  it("never shows less than nothing available when a slot is overbooked", async () => {
    const { create, slots, scope } = await project();
    const id = await create(spa([{ weekday: "Monday", open: "09:00", close: "10:00" }]));
    await insertBooking(t.database.db, scope, {
      status: "Confirmed",
      seats: 10,
      scheduleId: id,
      startsAt: new Date("2027-06-07T09:00:00Z"),
    });
    expect(await slots(id, "date=2027-06-07")).toMatchObject([{ capacity: 8, sold: 10, available: 0 }]);
  });

  it("keeps slots at their local times across the daylight-saving changes of Europe/Berlin", async () => {
    const { create, slots } = await project("Europe/Berlin");
    const everyDay = ["Saturday", "Sunday"].map((weekday) => ({ weekday, open: "09:00", close: "11:00" }));
    const id = await create(spa(everyDay));
    const starts = async (date: string) => (await slots(id, `date=${date}`)).map((s) => s.start);
    expect(await starts("2027-03-27")).toEqual(["2027-03-27T08:00:00.000Z", "2027-03-27T09:00:00.000Z"]);
    expect(await starts("2027-03-28")).toEqual(["2027-03-28T07:00:00.000Z", "2027-03-28T08:00:00.000Z"]);
    expect(await starts("2027-10-30")).toEqual(["2027-10-30T07:00:00.000Z", "2027-10-30T08:00:00.000Z"]);
    expect(await starts("2027-10-31")).toEqual(["2027-10-31T08:00:00.000Z", "2027-10-31T09:00:00.000Z"]);
  });

  it("skips the hour the clocks jump over and shows the repeated hour once, each slot its full length", async () => {
    const { create, slots } = await project("Europe/Berlin");
    const id = await create(spa([{ weekday: "Sunday", open: "01:00", close: "04:00" }], 30));
    const spring = await slots(id, "date=2027-03-28");
    expect(spring.map((s) => [s.start, s.end])).toEqual([
      ["2027-03-28T00:00:00.000Z", "2027-03-28T00:30:00.000Z"],
      ["2027-03-28T00:30:00.000Z", "2027-03-28T01:00:00.000Z"],
      ["2027-03-28T01:00:00.000Z", "2027-03-28T01:30:00.000Z"],
      ["2027-03-28T01:30:00.000Z", "2027-03-28T02:00:00.000Z"],
    ]);
    const autumn = await slots(id, "date=2027-10-31");
    expect(autumn.map((s) => s.start)).toEqual([
      "2027-10-30T23:00:00.000Z",
      "2027-10-30T23:30:00.000Z",
      "2027-10-31T00:00:00.000Z",
      "2027-10-31T00:30:00.000Z",
      "2027-10-31T02:00:00.000Z",
      "2027-10-31T02:30:00.000Z",
    ]);
    expect(autumn.every((s) => Date.parse(s.end) - Date.parse(s.start) === 30 * minute)).toBe(true);
  });
});

describe("rental windows of an AssetType schedule", () => {
  it("offers a window at every hour with the units the pool has free over it", async () => {
    const { owner, api, create, slots, scope } = await project();
    const kayak = (await owner.post(`${api}/assets`, { name: "Kayak", quantity: 5, seatsPerUnit: 1 })).json()
      .id;
    const id = await create({
      name: "Kayak rental",
      rule: { kind: "AssetType", assetId: kayak, durationUnit: "Hours", minDuration: 1, maxDuration: 4 },
    });
    const at = (time: string) => new Date(`2027-06-07T${time}:00Z`);
    await insertBooking(t.database.db, scope, {
      status: "Confirmed",
      assetId: kayak,
      units: 2,
      startsAt: at("10:00"),
      endsAt: at("12:00"),
    });
    await insertBooking(t.database.db, scope, {
      status: "Pending",
      assetId: kayak,
      units: 1,
      startsAt: at("10:00"),
      endsAt: at("11:00"),
      expiresAt: new Date(Date.now() + 10 * minute),
    });
    const oneHour = await slots(id, "date=2027-06-07");
    expect(oneHour).toHaveLength(24);
    expect(oneHour[0]).toEqual({
      start: "2027-06-07T00:00:00.000Z",
      end: "2027-06-07T01:00:00.000Z",
      capacity: 5,
      sold: 0,
      held: 0,
      available: 5,
    });
    expect(oneHour.slice(9, 13).map((s) => [s.sold, s.held, s.available])).toEqual([
      [0, 0, 5],
      [2, 1, 2],
      [2, 0, 3],
      [0, 0, 5],
    ]);
    const threeHours = await slots(id, "date=2027-06-07&duration=3");
    expect(threeHours[8]).toMatchObject({
      start: "2027-06-07T08:00:00.000Z",
      end: "2027-06-07T11:00:00.000Z",
      sold: 2,
      held: 1,
      available: 2,
    });
    for (const duration of [0, 5]) {
      const refused = await owner.get(`${api}/schedules/${id}/slots?date=2027-06-07&duration=${duration}`);
      expect(refused.statusCode).toBe(400);
    }
    const tooLong = await owner.get(`${api}/schedules/${id}/slots?date=2027-06-07&duration=5`);
    expect(tooLong.json()).toMatchObject({
      title: "Choose a duration from 1 to 4 hours",
      errors: { duration: ["Choose a duration from 1 to 4 hours"] },
    });
  });

  it("starts a rental by the day or month at local midnight, and has 23 hourly windows on the spring-forward day", async () => {
    const { owner, tenant, create, slots } = await project("Europe/Berlin");
    const jeep = (
      await owner.post(`${tenant.api}/assets`, { name: "Jeep", quantity: 2, seatsPerUnit: 4 })
    ).json().id;
    const rule = (durationUnit: string, maxDuration = 12) => ({
      name: `By ${durationUnit}`,
      rule: { kind: "AssetType", assetId: jeep, durationUnit, minDuration: 1, maxDuration },
    });
    const byDay = await create(rule("Days"));
    expect(await slots(byDay, "date=2027-03-27&duration=2")).toEqual([
      {
        start: "2027-03-26T23:00:00.000Z",
        end: "2027-03-28T22:00:00.000Z",
        capacity: 2,
        sold: 0,
        held: 0,
        available: 2,
      },
    ]);
    const byMonth = await create(rule("Months"));
    expect((await slots(byMonth, "date=2028-01-31")).map((s) => [s.start, s.end])).toEqual([
      ["2028-01-30T23:00:00.000Z", "2028-02-28T23:00:00.000Z"],
    ]);
    const byHour = await create(rule("Hours"));
    const spring = await slots(byHour, "date=2027-03-28");
    expect(spring).toHaveLength(23);
    expect(spring.slice(1, 3).map((s) => s.start)).toEqual([
      "2027-03-28T00:00:00.000Z",
      "2027-03-28T01:00:00.000Z",
    ]);
  });
});

describe("slots: what cannot be asked", () => {
  it("refuses event schedules, odd dates and schedules of other projects", async () => {
    const { owner, tenant, api, create, createProject } = await project();
    const tours = await create({
      name: "Tours",
      rule: { kind: "ScheduledEvent", slots: [{ weekday: "Monday", times: ["10:00"] }] },
    });
    const events = await owner.get(`${api}/schedules/${tours}/slots?date=2027-06-07`);
    expect(events.statusCode).toBe(400);
    expect(events.json().title).toBe("This schedule's departures are events: see the availability calendar");

    const open = await create(spa([{ weekday: "Monday", open: "09:00", close: "12:00" }]));
    for (const query of ["", "date=2027-02-30", "date=07.06.2027", "date=2027-06-07&duration=x"]) {
      const refused = await owner.get(`${api}/schedules/${open}/slots?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().title).toBeTruthy();
    }
    expect((await owner.get(`${api}/schedules/${open}/slots?date=2027-02-30`)).json().title).toBe(
      "date: Use a real calendar date",
    );
    expect((await owner.get(`${api}/schedules/not-an-id/slots?date=2027-06-07`)).statusCode).toBe(400);

    const preset = await create(
      spa([{ weekday: "Monday", open: "09:00", close: "10:00" }]),
      `${tenant.api}/schedules`,
    );
    expect((await owner.get(`${api}/schedules/${preset}/slots?date=2027-06-07`)).json()).toHaveLength(1);
    const other = await createProject("Fjord");
    const missing = await owner.get(`${tenant.api}/${other}/schedules/${open}/slots?date=2027-06-07`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe("Schedule not found");
  });
});
