import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../../../../test/test-app";
import { memberClient } from "../../../../../test/factories";
import { adultCategoryId } from "../../../../../test/fixtures/event-test-support";
import { changesProject } from "./change-test-support";

let t: TestApp;
let p: Awaited<ReturnType<typeof changesProject>>;
let bookingId: string;
let before: BookingDetail;

type Call = [method: "GET" | "POST" | "PUT", path: string, body: unknown, badBody: unknown];
let calls: Call[];

beforeAll(async () => {
  t = await createTestApp();
  p = await changesProject(t);
  bookingId = (await p.book({ eventId: p.walk.eventId, quantity: 2 })).id;
  const url = p.bookingUrl(bookingId);
  calls = [
    ["POST", `${url}/move`, { eventId: p.laterWalk.eventId }, { eventId: 5 }],
    [
      "PUT",
      `${url}/quantities`,
      { items: [{ ticketCategoryId: adultCategoryId, quantity: 3 }] },
      { items: "x" },
    ],
    ["POST", `${url}/resend-confirmation`, {}, { email: "nope" }],
    ["GET", `${url}/cancellation`, undefined, undefined],
    ["POST", `${url}/cancel`, { refundMethod: "None" }, { refundMethod: "Card" }],
  ];
  before = await p.detail(bookingId);
});
afterAll(async () => t.close());

const member = (role: Parameters<typeof memberClient>[3]) => memberClient(t.app, p.db, p.tenant.id, role);

async function expectAll(client: TestClient, status: number, title?: string) {
  for (const [method, path, body, badBody] of calls) {
    for (const payload of method === "GET" ? [undefined] : [body, badBody]) {
      const response = await client.request(method, path, payload);
      expect(response.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(status);
      if (title) expect(response.json().title).toBe(title);
    }
  }
  expect(await p.detail(bookingId)).toEqual(before);
  expect(await p.seats(p.walk.eventId)).toMatchObject({ sold: 2 });
}

describe("who may change bookings", () => {
  it("answers 401 to a signed-out caller, even with bad input, changing nothing", async () => {
    const signedOut = await signedInClient(t.app, "Gone");
    signedOut.cookie = "";
    await expectAll(signedOut, 401);
  });

  it("answers 404 to another company's user, even with bad input, changing nothing", async () => {
    await expectAll(await signedInClient(t.app, "Stranger"), 404, "Tenant not found");
  });

  it("refuses agents and members of other projects with 403, changing nothing", async () => {
    await expectAll(await member("ApplicationAgent"), 403, "Not authorized");
    await expectAll(await member({ project: p.projectId, role: "ProjectAgent" }), 403, "Not authorized");
    const other = await p.createProject("Other Tours");
    await expectAll(await member({ project: other, role: "ProjectManager" }), 403, "Not authorized");
  });

  it("answers 404 for the booking through another project of the company", async () => {
    const other = await p.createProject("Harbour Tours");
    const response = await p.owner.post(`${p.tenant.api}/${other}/bookings/${bookingId}/cancel`, {
      refundMethod: "None",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe("Booking not found");
    expect(await p.detail(bookingId)).toEqual(before);
  });

  it("lets a host at the desk move, change, resend and cancel", async () => {
    const host = await member({ project: p.projectId, role: "ProjectHost" });
    for (const [method, path, body] of calls) {
      const response = await host.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(200);
    }
    const after = await p.detail(bookingId);
    expect(after).toMatchObject({ eventId: p.laterWalk.eventId, seats: 3 });
    expect(after.cancelledAt).not.toBeNull();
    expect(after.history.map((h) => [h.action, h.actorName])).toEqual([
      ["Created", "Owner"],
      ["Moved", "ProjectHost"],
      ["QuantitiesChanged", "ProjectHost"],
      ["ConfirmationResent", "ProjectHost"],
      ["Cancelled", "ProjectHost"],
    ]);
  });
});
