import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";
import { tenants } from "../../../db/schema/tenants";

/**
 * The public answers name the IANA zone the tour happens in, so the customer pages show its
 * times there and never in the reader's own zone: the project's zone, else the company's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("time zones in the public booking API", () => {
  it("gives the project's zone on its experiences and bookings, and the company's own on the company", async () => {
    const d = await publicDeparture(t, 5, new Date(Date.now() + 3 * 864e5), "Europe/Berlin");
    const company = (await t.app.inject({ method: "GET", url: `${d.base}/company` })).json();
    expect(company).toMatchObject({ timeZone: "Atlantic/Reykjavik" });

    const [listed] = (await t.app.inject({ method: "GET", url: `${d.base}/experiences` })).json();
    expect(listed).toMatchObject({ id: d.experienceId, timeZone: "Europe/Berlin" });
    const one = (
      await t.app.inject({ method: "GET", url: `${d.base}/experiences/${d.experienceId}` })
    ).json();
    expect(one.timeZone).toBe("Europe/Berlin");

    const created = (await d.book(1)).json() as { id: string };
    const view = (await t.app.inject({ method: "GET", url: `${d.base}/bookings/${created.id}` })).json();
    expect(view).toMatchObject({ id: created.id, timeZone: "Europe/Berlin" });
  });

  it("falls back to the company's zone where the project keeps it", async () => {
    const d = await publicDeparture(t);
    await t.database.db
      .update(tenants)
      .set({ settings: { ...defaultTenantSettings, timeZone: "America/New_York" } })
      .where(eq(tenants.id, d.tenant.id));
    await t.app.changeFeed.settle();
    const company = (await t.app.inject({ method: "GET", url: `${d.base}/company` })).json();
    expect(company.timeZone).toBe("America/New_York");
    const [listed] = (await t.app.inject({ method: "GET", url: `${d.base}/experiences` })).json();
    expect(listed.timeZone).toBe("America/New_York");
    const created = (await d.book(1)).json() as { id: string };
    const view = (await t.app.inject({ method: "GET", url: `${d.base}/bookings/${created.id}` })).json();
    expect(view.timeZone).toBe("America/New_York");
  });
});
