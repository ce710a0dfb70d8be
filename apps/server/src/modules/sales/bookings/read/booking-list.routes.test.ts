import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingList } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { insertEvent, insertExperience } from "../../../../../test/fixtures/event-test-support";
import {
  bookingsProject,
  insertRawBooking,
  minutesAgo,
  minutesAhead,
  type BookedBooking,
} from "./read-test-support";

let t: TestApp;
let p: Awaited<ReturnType<typeof bookingsProject>>;
let anna: BookedBooking, bjorn: BookedBooking, cara: BookedBooking;
let expired: BookedBooking, holding: BookedBooking;

beforeAll(async () => {
  t = await createTestApp();
  p = await bookingsProject(t);
  anna = await p.book({ eventId: p.walk.eventId, quantity: 2 });
  bjorn = await p.book({
    eventId: p.cave.eventId,
    customer: { name: "Björn Þórsson", email: "Bjorn@Example.com", phone: "+354 555-1234" },
    paymentMethod: "Unknown",
  });
  cara = await p.book({ eventId: p.walk.eventId, customer: { name: "Cara 100% Doe" } });
  const raw = { eventId: p.walk.eventId, seats: 1, status: "Pending" };
  expired = await insertRawBooking(p.db, p.scope, { ...raw, expiresAt: minutesAgo(5) });
  holding = await insertRawBooking(p.db, p.scope, { ...raw, expiresAt: minutesAhead(10) });
  // Another project of the same company: its bookings never show here.
  const otherProject = await p.createProject("Other Tours");
  const otherScope = { tenantId: p.tenant.id, projectId: otherProject };
  const otherExperience = await insertExperience(p.db, otherScope);
  const otherEvent = await insertEvent(p.db, otherScope, {
    experienceId: otherExperience,
    start: p.walk.start,
  });
  await insertRawBooking(p.db, otherScope, { eventId: otherEvent, seats: 1, status: "Confirmed" });
});
afterAll(async () => t.close());

async function ids(query: string): Promise<string[]> {
  const response = await p.owner.get(`${p.list}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingList>().items.map((b) => b.id);
}

describe("the booking list", () => {
  it("lists the project's bookings newest first with their departure, experience and money", async () => {
    const response = await p.owner.get(p.list);
    expect(response.statusCode).toBe(200);
    const list = response.json<BookingList>();
    expect(list).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(list.items.map((b) => b.id)).toEqual([holding.id, expired.id, cara.id, bjorn.id, anna.id]);
    expect(list.items.find((b) => b.id === anna.id)).toEqual({
      id: anna.id,
      reference: anna.reference,
      status: "Confirmed",
      paymentStatus: "Paid",
      paymentMethod: "Cash",
      channel: "Public",
      salesUnitId: null,
      salesUnitName: null,
      customer: { name: "Anna Jónsdóttir", email: "anna@example.com", phone: "" },
      eventId: p.walk.eventId,
      eventStart: p.walk.start.toISOString(),
      experienceId: p.walk.experienceId,
      experienceName: { EN: "Glacier Walk", IS: "Glacier Walk (IS)" },
      seats: 2,
      total: 25800,
      paid: 25800,
      currency: "ISK",
      checkedIn: 0,
      overbooked: false,
      createdAt: expect.any(String),
    });
  });

  it("shows a pending booking whose hold ran out as Expired, and filters by what it shows", async () => {
    const list = (await p.owner.get(p.list)).json<BookingList>();
    expect(list.items.find((b) => b.id === expired.id)?.status).toBe("Expired");
    expect(list.items.find((b) => b.id === holding.id)?.status).toBe("Pending");
    expect(await ids("status=Expired")).toEqual([expired.id]);
    expect(await ids("status=Pending")).toEqual([holding.id]);
    expect(await ids("status=Confirmed")).toEqual([cara.id, bjorn.id, anna.id]);
    expect(await ids("status=Declined")).toEqual([]);
  });

  it("filters by payment status, channel, experience and the departure's start", async () => {
    expect(await ids("paymentStatus=Paid")).toEqual([cara.id, anna.id]);
    expect(await ids("paymentStatus=Unpaid")).toEqual([holding.id, expired.id, bjorn.id]);
    expect(await ids("channel=Web")).toEqual([holding.id, expired.id]);
    expect(await ids(`experienceId=${p.cave.experienceId}`)).toEqual([bjorn.id]);
    const around = (d: Date) =>
      `from=${new Date(d.getTime() - 60_000).toISOString()}&to=${new Date(d.getTime() + 60_000).toISOString()}`;
    expect(await ids(around(p.cave.start))).toEqual([bjorn.id]);
    expect(await ids(`${around(p.walk.start)}&status=Confirmed`)).toEqual([cara.id, anna.id]);
    // `to` is exclusive: a departure starting exactly then is left out.
    expect(await ids(`to=${encodeURIComponent(p.cave.start.toISOString())}&channel=Public`)).toEqual([
      cara.id,
      anna.id,
    ]);
  });

  it("searches reference, name, email and phone without regard to case or how a reference is typed", async () => {
    expect(await ids("q=ANNA")).toEqual([anna.id]);
    expect(await ids("q=bjorn%40example")).toEqual([bjorn.id]);
    expect(await ids(`q=${encodeURIComponent("555 1234")}`)).toEqual([bjorn.id]);
    const typed = anna.reference.replace("-", " ").toLowerCase();
    expect(await ids(`q=${encodeURIComponent(typed)}`)).toEqual([anna.id]);
    expect(await ids(`q=${encodeURIComponent(anna.reference.replace("-", ""))}`)).toEqual([anna.id]);
    expect(await ids(`q=${encodeURIComponent("100%")}`)).toEqual([cara.id]);
    expect(await ids(`q=${encodeURIComponent("%")}`)).toEqual([cara.id]);
    expect(await ids("q=_")).toEqual([]);
    expect(await ids("q=nobody")).toEqual([]);
  });

  it("pages without overlap and counts every match", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await p.owner.get(`${p.list}?pageSize=2&page=${page}`)).json<BookingList>(),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5 && page.pageSize === 2)).toBe(true);
    const seen = pages.flatMap((page) => page.items.map((b) => b.id));
    expect(seen).toEqual([holding.id, expired.id, cara.id, bjorn.id, anna.id]);
    const beyond = (await p.owner.get(`${p.list}?pageSize=2&page=4`)).json<BookingList>();
    expect(beyond).toMatchObject({ items: [], total: 5, page: 4 });
  });

  it("refuses bad filters with a message per field", async () => {
    const cases: [string, string][] = [
      ["pageSize=201", "pageSize"],
      ["pageSize=0", "pageSize"],
      ["page=0", "page"],
      ["page=two", "page"],
      ["status=Lost", "status"],
      ["paymentStatus=Maybe", "paymentStatus"],
      ["channel=Fax", "channel"],
      ["experienceId=nope", "experienceId"],
      ["salesUnitId=nope", "salesUnitId"],
      ["from=yesterday", "from"],
      [`from=2027-01-02T00:00:00Z&to=2027-01-01T00:00:00Z`, "to"],
      [`q=${"x".repeat(201)}`, "q"],
    ];
    for (const [query, field] of cases) {
      const response = await p.owner.get(`${p.list}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
    const big = await p.owner.get(`${p.list}?pageSize=201`);
    expect(big.json().errors.pageSize).toEqual(["The maximum value allowed is 200"]);
  });
});
