import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/test-app";
import {
  paymentCredentials,
  paymentSettings,
  paymentVatOverrides,
} from "../../../db/schema/payment-settings";
import { companyWithExperience, paymentSettingsApp, rapydBody } from "./payment-settings-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await paymentSettingsApp();
});
afterAll(async () => t.close());

/** Everything a save could have written: the rows of the feature and the tenant's settings. */
async function stored(tenantId: string, owner: { get(url: string): Promise<{ body: string }> }, api: string) {
  const db = t.database.db;
  return {
    settings: await db.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId)),
    rules: await db.select().from(paymentVatOverrides).where(eq(paymentVatOverrides.tenantId, tenantId)),
    credentials: await db.select().from(paymentCredentials).where(eq(paymentCredentials.tenantId, tenantId)),
    tenant: JSON.parse((await owner.get(`${api}/tenants/current`)).body).settings,
  };
}

describe("payment settings: bad input is refused with field messages and nothing is written", () => {
  it("refuses each bad body with the field's message", async () => {
    const { owner, tenant, settingsUrl, experienceId } = await companyWithExperience(t);
    await owner.put(settingsUrl, rapydBody({ vatOverrides: [{ experienceId, rate: 24 }] }));
    const before = await stored(tenant.id, owner, tenant.api);
    const other = await companyWithExperience(t);

    const cases: [string, unknown, Record<string, string[]>][] = [
      ["unknown broker", { ...rapydBody(), broker: "Borgun" }, { broker: [expect.any(String)] }],
      ["unknown currency", { ...rapydBody(), currency: "XYZ" }, { currency: [expect.any(String)] }],
      [
        "unknown payout timing",
        { ...rapydBody(), payoutTiming: "Weekly" },
        { payoutTiming: [expect.any(String)] },
      ],
      [
        "rate above 100",
        rapydBody({ vatOverrides: [{ experienceId, rate: 101 }] }),
        { "vatOverrides.0.rate": ["The maximum value allowed is 100"] },
      ],
      [
        "rate with 3 decimals",
        rapydBody({ vatOverrides: [{ experienceId, rate: 5.555 }] }),
        { "vatOverrides.0.rate": ["Use at most 2 decimals"] },
      ],
      [
        "two rules for one experience",
        rapydBody({
          vatOverrides: [
            { experienceId, rate: 11 },
            { experienceId, rate: 0 },
          ],
        }),
        { "vatOverrides.1.experienceId": ["This experience already has a VAT rule"] },
      ],
      [
        "another company's experience",
        rapydBody({ vatOverrides: [{ experienceId: other.experienceId, rate: 11 }] }),
        { "vatOverrides.0.experienceId": ["Choose an experience of this company"] },
      ],
      [
        "a missing credential",
        rapydBody({ broker: "Straumur", credentials: { apiKey: "k" } }),
        {
          "credentials.hmacKey": ["Value is required"],
          "credentials.terminalIdentifier": ["Value is required"],
        },
      ],
      [
        "a cleared credential",
        rapydBody({ credentials: { secretKey: "" } }),
        { "credentials.secretKey": ["Value is required"] },
      ],
      [
        "a credential the broker does not take",
        rapydBody({ credentials: { hmacKey: "x" } }),
        { "credentials.hmacKey": ["Not a credential of the chosen broker"] },
      ],
      [
        "a credential that is too long",
        rapydBody({ credentials: { secretKey: "x".repeat(4097) } }),
        { "credentials.secretKey": ["You have reached the maximum character limit of 4096."] },
      ],
      [
        "a credential that is not text",
        rapydBody({ credentials: { secretKey: 5 } as never }),
        {
          "credentials.secretKey": [expect.any(String)],
        },
      ],
    ];
    for (const [name, body, errors] of cases) {
      const response = await owner.put(settingsUrl, body);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errorCode, name).toBe("ValidationFailed");
      expect(response.json().errors, name).toEqual(errors);
    }
    expect(await stored(tenant.id, owner, tenant.api)).toEqual(before);
  });

  it("takes ValitorPay with its merchant ID and verification code, and asks for the one missing", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    const before = await stored(tenant.id, owner, tenant.api);
    const missing = await owner.put(
      settingsUrl,
      rapydBody({ broker: "ValitorPay", credentials: { merchantId: "207" } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ "credentials.verificationCode": ["Value is required"] });
    expect(await stored(tenant.id, owner, tenant.api)).toEqual(before);

    const saved = await owner.put(
      settingsUrl,
      rapydBody({ broker: "ValitorPay", credentials: { merchantId: "207", verificationCode: "2ef8ec654c" } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      broker: "ValitorPay",
      credentials: {
        configured: true,
        fields: [
          { name: "merchantId", hint: "••••" },
          { name: "verificationCode", hint: "••••" },
        ],
      },
    });
    expect(saved.body).not.toContain("2ef8ec654c");
    expect((await owner.get(`${tenant.api}/tenants/current`)).json().settings.paymentBroker).toBe(
      "ValitorPay",
    );
  });

  it("refuses the test broker where the server does not allow it, and does not default to it there", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    t.app.config.allowFakeBilling = false;
    try {
      expect((await owner.get(settingsUrl)).json()).toMatchObject({
        broker: "None",
        paymentLinksAvailable: false,
        credentials: { configured: false },
        customersCanPay: false,
      });
      const all = (await owner.get(`${settingsUrl}/all`)).json();
      expect(all[0]).toMatchObject({
        broker: "Sandbox",
        selectable: false,
        unavailableReason: "The test broker is not available on this server",
      });
      const before = await stored(tenant.id, owner, tenant.api);
      const response = await owner.put(settingsUrl, rapydBody({ broker: "Sandbox", credentials: {} }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ broker: ["The test broker is not available on this server"] });
      expect(await stored(tenant.id, owner, tenant.api)).toEqual(before);
    } finally {
      t.app.config.allowFakeBilling = true;
    }
  });
});
