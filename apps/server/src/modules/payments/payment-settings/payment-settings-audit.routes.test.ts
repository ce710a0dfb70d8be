import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../../test/fixtures/audit-test-support";
import {
  companyWithExperience,
  paymentSettingsApp,
  rapydBody,
  rapydKeys,
} from "./payment-settings-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await paymentSettingsApp();
});
afterAll(async () => t.close());

describe("the audit log of payment settings", () => {
  it("records what changed, and which credentials changed without their values", async () => {
    const c = await companyWithExperience(t);
    const saved = await c.owner.put(
      c.settingsUrl,
      rapydBody({ vatOverrides: [{ experienceId: c.experienceId, rate: 11 }] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await auditEntries(t.database.db, c.tenant.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: "Money",
      action: "PaymentSettingsChanged",
      actorId: c.owner.userId,
      actorName: "Owner",
      subjectType: "PaymentSettings",
      subjectId: c.tenant.id,
      before: { broker: "Sandbox", currency: "ISK", payoutTiming: "Unknown", vatOverrides: {} },
      after: {
        broker: "Rapyd",
        currency: "EUR",
        payoutTiming: "Daily",
        vatOverrides: { "Glacier Walk (Glacier Tours)": 11 },
        credentials: { accessKey: "changed", secretKey: "changed" },
      },
    });
    const stored = JSON.stringify(entries[0]);
    expect(stored).not.toContain(rapydKeys.secretKey);
    expect(stored).not.toContain(rapydKeys.accessKey);

    // The same settings again, credentials left as stored: nothing changed, nothing recorded.
    const again = await c.owner.put(
      c.settingsUrl,
      rapydBody({ vatOverrides: [{ experienceId: c.experienceId, rate: 11 }], credentials: {} }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await auditEntries(t.database.db, c.tenant.id)).toHaveLength(1);

    const payout = await c.owner.put(c.settingsUrl, rapydBody({ payoutTiming: "Manual", credentials: {} }));
    expect(payout.statusCode, payout.body).toBe(200);
    const last = (await auditEntries(t.database.db, c.tenant.id)).at(-1)!;
    expect([last.before, last.after]).toEqual([
      { payoutTiming: "Daily", vatOverrides: { "Glacier Walk (Glacier Tours)": 11 } },
      { payoutTiming: "Manual", vatOverrides: {} },
    ]);
  });

  it("records nothing when the change is refused", async () => {
    const c = await companyWithExperience(t);
    const incomplete = await c.owner.put(
      c.settingsUrl,
      rapydBody({ credentials: { accessKey: "only-one" } }),
    );
    expect(incomplete.statusCode).toBe(400);
    const unknown = await c.owner.put(
      c.settingsUrl,
      rapydBody({ vatOverrides: [{ experienceId: "6f0b7c1e-3a52-4c1e-9b8f-000000000000", rate: 11 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await auditEntries(t.database.db, c.tenant.id)).toEqual([]);
  });
});
