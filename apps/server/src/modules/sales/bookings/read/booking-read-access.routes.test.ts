import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../../../../test/test-app";
import { memberClient } from "../../../../../test/factories";
import { bookingsProject, type BookedBooking } from "./read-test-support";

let t: TestApp;
let p: Awaited<ReturnType<typeof bookingsProject>>;
let booking: BookedBooking;
let reads: string[];
let checkIn: string;

beforeAll(async () => {
  t = await createTestApp();
  p = await bookingsProject(t);
  booking = await p.book({ eventId: p.walk.eventId, quantity: 2 });
  reads = [
    p.list,
    `${p.list}/export.csv`,
    `${p.list}/${booking.id}`,
    `${p.api}/events/${p.walk.eventId}/manifest`,
  ];
  checkIn = `${p.list}/${booking.id}/check-in`;
});
afterAll(async () => t.close());

const member = (role: Parameters<typeof memberClient>[3]) => memberClient(t.app, p.db, p.tenant.id, role);

async function expectReads(client: TestClient, status: number) {
  for (const url of reads) expect((await client.get(url)).statusCode, url).toBe(status);
}

describe("who may read bookings and check in", () => {
  it("answers 401 to a signed-out caller, even with bad input", async () => {
    const signedOut = await signedInClient(t.app, "Gone");
    signedOut.cookie = "";
    await expectReads(signedOut, 401);
    expect((await signedOut.get(`${p.list}?pageSize=0`)).statusCode).toBe(401);
    expect((await signedOut.post(checkIn, { seats: 1 })).statusCode).toBe(401);
    expect((await signedOut.post(checkIn, { seats: -1 })).statusCode).toBe(401);
  });

  it("answers 404 to another company's user, even with bad input, and checks nobody in", async () => {
    const stranger = await signedInClient(t.app, "Stranger");
    await expectReads(stranger, 404);
    expect((await stranger.get(`${p.list}?status=Lost`)).statusCode).toBe(404);
    const response = await stranger.post(checkIn, { seats: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe("Tenant not found");
    expect((await stranger.post(checkIn, { seats: "x" })).statusCode).toBe(404);
    const detail = (await p.owner.get(`${p.list}/${booking.id}`)).json();
    expect(detail.checkedIn).toBe(0);
  });

  it("lets every role of the project read, and refuses members of other projects with 403", async () => {
    await expectReads(await member({ project: p.projectId, role: "ProjectAgent" }), 200);
    await expectReads(await member("ApplicationAgent"), 200);
    const other = await p.createProject("Other Tours");
    const outsider = await member({ project: other, role: "ProjectManager" });
    await expectReads(outsider, 403);
    expect((await outsider.post(checkIn, { seats: 1 })).statusCode).toBe(403);
  });

  it("lets hosts, managers and administrators check in, and refuses agents with 403", async () => {
    for (const role of ["ApplicationAgent", { project: p.projectId, role: "ProjectAgent" }] as const) {
      const agent = await member(role);
      const response = await agent.post(checkIn, { seats: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe("Not authorized");
    }
    expect((await p.owner.get(`${p.list}/${booking.id}`)).json().checkedIn).toBe(0);
    for (const role of [
      "ApplicationHost",
      "ApplicationManager",
      { project: p.projectId, role: "ProjectHost" },
    ] as const)
      expect((await (await member(role)).post(checkIn, { seats: 1 })).statusCode).toBe(200);
  });
});
