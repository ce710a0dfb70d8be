import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { createTestApp, type TestApp } from "../../../../../test/test-app";
import { bookingCsvHeader } from "./booking-csv";
import { truncatedHeader } from "./booking-read.routes";
import { bookingsProject, insertRawBooking, minutesAgo, type BookedBooking } from "./read-test-support";

const zone = "Atlantic/Reykjavik";
let t: TestApp;
let p: Awaited<ReturnType<typeof bookingsProject>>;
let risky: BookedBooking, comma: BookedBooking, expired: BookedBooking;

beforeAll(async () => {
  t = await createTestApp();
  p = await bookingsProject(t);
  risky = await p.book({
    eventId: p.walk.eventId,
    customer: { name: '=HYPERLINK("http://evil","x")', email: "doe@example.com", phone: "+354 555 1234" },
  });
  comma = await p.book({ eventId: p.cave.eventId, customer: { name: "Doe, Jane" }, quantity: 2 });
  expired = await insertRawBooking(p.db, p.scope, {
    eventId: p.walk.eventId,
    seats: 1,
    status: "Pending",
    expiresAt: minutesAgo(1),
    customer: { name: "@risky" },
  });
});
afterAll(async () => t.close());

const exportUrl = () => `${p.list}/export.csv`;
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);
const local = (d: Date) => {
  const z = utcToZoned(d, zone);
  return `${z.date} ${z.time}`;
};

describe("the CSV export", () => {
  it("downloads every match as UTF-8 CSV with a byte order mark, named export.csv", async () => {
    const response = await p.owner.get(exportUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="export.csv"');
    expect(response.headers[truncatedHeader]).toBeUndefined();
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(response.body);
    expect(rows[0]).toBe(bookingCsvHeader(zone).join(","));
    expect(rows[0]).toBe(
      "Reference,Status,Payment status,Payment method,Channel,Sales unit,Customer name,Email,Phone," +
        `Experience,Departure (${zone}),Seats,Checked in,Total,Paid,Currency,Overbooked,Created (${zone})`,
    );
    expect(rows.slice(1).map((row) => row.slice(0, 9))).toEqual(
      [expired, comma, risky].map((b) => b.reference),
    );
  });

  it("quotes as RFC 4180 says and makes formula-like text inert", async () => {
    const rows = lines((await p.owner.get(exportUrl())).body);
    const row = (b: BookedBooking) => rows.find((r) => r.startsWith(b.reference))!;
    expect(row(risky)).toBe(
      `${risky.reference},Confirmed,Paid,Cash,Public,,"'=HYPERLINK(""http://evil"",""x"")",doe@example.com,` +
        `'+354 555 1234,Glacier Walk,${local(p.walk.start)},1,0,12900,12900,ISK,No,${row(risky).slice(-16)}`,
    );
    expect(row(risky).slice(-16)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row(comma)).toContain(`,"Doe, Jane",,,Ice Cave,${local(p.cave.start)},2,0,25800,25800,ISK,No,`);
    expect(row(expired)).toContain(`${expired.reference},Expired,Unpaid,Unknown,Web,,'@risky,`);
  });

  it("applies the list's filters and does not page", async () => {
    const only = lines((await p.owner.get(`${exportUrl()}?status=Expired`)).body);
    expect(only).toHaveLength(2);
    expect(only[1]).toContain(expired.reference);
    const none = lines((await p.owner.get(`${exportUrl()}?q=nobody`)).body);
    expect(none).toEqual([bookingCsvHeader(zone).join(",")]);
    for (let i = 0; i < 55; i += 1)
      await insertRawBooking(p.db, p.scope, { eventId: p.cave.eventId, seats: 1, status: "Confirmed" });
    const all = lines((await p.owner.get(`${exportUrl()}?pageSize=2`)).body);
    expect(all).toHaveLength(1 + 3 + 55);
  });

  it("refuses bad filters with a message per field", async () => {
    for (const [query, field] of [
      ["status=Lost", "status"],
      ["from=today", "from"],
      ["experienceId=1", "experienceId"],
    ]) {
      const response = await p.owner.get(`${exportUrl()}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});
