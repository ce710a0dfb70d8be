import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/test-app";
import { memberClient } from "../../../../test/factories";
import { insertExperience } from "../../../../test/fixtures/event-test-support";
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

describe("payment settings: defaults and round trip", () => {
  it("starts on the built-in Sandbox with the company's currency, ready for payment links", async () => {
    const { owner, settingsUrl } = await companyWithExperience(t);
    const response = await owner.get(settingsUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      broker: "Sandbox",
      currency: "ISK",
      payoutTiming: "Unknown",
      vatOverrides: [],
      paymentLinksAvailable: true,
      credentials: { configured: true, fields: [] },
      webhookUrl: null,
      updatedAt: null,
      // The sandbox stands in outside production: customers can pay, so no banner.
      customersCanPay: true,
    });
    expect((await owner.get(`${settingsUrl}/currency`)).json()).toEqual({ currency: "ISK" });
  });

  it("saves broker, currency, payout timing, VAT rules and credentials, and reads them back", async () => {
    const { owner, tenant, settingsUrl, experienceId } = await companyWithExperience(t);
    const saved = await owner.put(settingsUrl, rapydBody({ vatOverrides: [{ experienceId, rate: 11 }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      broker: "Rapyd",
      currency: "EUR",
      payoutTiming: "Daily",
      vatOverrides: [
        {
          id: expect.any(String),
          experienceId,
          experienceName: { EN: "Glacier Walk", IS: "Glacier Walk (IS)" },
          projectName: "Glacier Tours",
          rate: 11,
        },
      ],
      paymentLinksAvailable: true,
      credentials: {
        configured: true,
        fields: [
          { name: "accessKey", hint: "••••9F3K" },
          { name: "secretKey", hint: "••••" },
        ],
      },
      // Rapyd's portal needs this company's own notice address, on the origin the console is on.
      webhookUrl: `http://localhost/api/payments/webhooks/rapyd/${tenant.id}`,
      updatedAt: expect.any(String),
      customersCanPay: true,
    };
    expect(saved.json()).toEqual(expected);
    expect((await owner.get(settingsUrl)).json()).toEqual(saved.json());
    expect((await owner.get(`${settingsUrl}/currency`)).json()).toEqual({ currency: "EUR" });

    // The tenant settings keep the spec's broker value and the currency, which the alert banner reads.
    const company = (await owner.get(`${tenant.api}/tenants/current`)).json();
    expect(company.settings).toMatchObject({ paymentBroker: "Rapyd", currency: "EUR", country: "IS" });
  });

  it("keeps an omitted credential, replaces a given one, and forgets them all on another broker", async () => {
    const { owner, settingsUrl } = await companyWithExperience(t);
    await owner.put(settingsUrl, rapydBody());
    const replaced = await owner.put(
      settingsUrl,
      rapydBody({ credentials: { accessKey: "rak_live_OTHER_ZZ12" } }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().credentials.fields).toEqual([
      { name: "accessKey", hint: "••••ZZ12" },
      { name: "secretKey", hint: "••••" },
    ]);

    const teya = await owner.put(settingsUrl, {
      ...rapydBody(),
      broker: "Teya",
      credentials: { clientId: "teya-client-4411", clientSecret: "teya-secret" },
    });
    expect(teya.statusCode, teya.body).toBe(200);
    expect(teya.json()).toMatchObject({
      broker: "Teya",
      paymentLinksAvailable: true,
      credentials: { configured: true, fields: [{ name: "clientId" }, { name: "clientSecret" }] },
    });
    const backToRapyd = await owner.put(settingsUrl, rapydBody({ credentials: {} }));
    expect(backToRapyd.statusCode).toBe(400);
    expect(backToRapyd.json().errors).toEqual({
      "credentials.accessKey": ["Value is required"],
      "credentials.secretKey": ["Value is required"],
    });
  });

  it("offers payment links only for Rapyd, Teya and Sandbox", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    const valitor = await owner.put(settingsUrl, {
      ...rapydBody(),
      broker: "ValitorPay",
      credentials: { merchantId: "207", verificationCode: "2ef8ec654c" },
    });
    expect(valitor.json()).toMatchObject({
      broker: "ValitorPay",
      paymentLinksAvailable: false,
      credentials: { configured: true },
      webhookUrl: null,
    });
    const straumur = await owner.put(settingsUrl, {
      ...rapydBody(),
      broker: "Straumur",
      credentials: { apiKey: "sk", hmacKey: "4eab969bd65a39c1", terminalIdentifier: "T-000123" },
    });
    expect(straumur.json()).toMatchObject({
      broker: "Straumur",
      paymentLinksAvailable: false,
      credentials: { configured: true },
    });
    const none = await owner.put(settingsUrl, { ...rapydBody(), broker: "None", credentials: {} });
    expect(none.json()).toMatchObject({
      broker: "None",
      paymentLinksAvailable: false,
      credentials: { configured: false, fields: [] },
      customersCanPay: false,
    });
    expect((await owner.get(`${tenant.api}/tenants/current`)).json().settings.paymentBroker).toBe("None");

    const sandbox = await owner.put(settingsUrl, { ...rapydBody(), broker: "Sandbox", credentials: {} });
    expect(sandbox.json()).toMatchObject({
      broker: "Sandbox",
      paymentLinksAvailable: true,
      customersCanPay: true,
    });
    // The spec's broker value has no Sandbox; whether customers can pay is customersCanPay.
    expect((await owner.get(`${tenant.api}/tenants/current`)).json().settings.paymentBroker).toBe("None");
  });

  it("follows a broker chosen in the tenant settings (onboarding)", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    await owner.put(settingsUrl, rapydBody());
    const company = (await owner.get(`${tenant.api}/tenants/current`)).json();
    const changed = await owner.put(`${tenant.api}/tenants/settings`, {
      ...company.settings,
      paymentBroker: "Teya",
    });
    expect(changed.statusCode).toBe(200);
    expect((await owner.get(settingsUrl)).json()).toMatchObject({
      broker: "Teya",
      paymentLinksAvailable: false,
      credentials: { configured: false, fields: [] },
      // Teya without its keys cannot take a customer's payment.
      customersCanPay: false,
    });
  });

  it("lists experiences for VAT rules with their categories' rates, and every broker's abilities", async () => {
    const { owner, settingsUrl, experienceId } = await companyWithExperience(t);
    const list = await owner.get(`${settingsUrl}/experiences`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: experienceId,
        name: { EN: "Glacier Walk", IS: "Glacier Walk (IS)" },
        projectName: "Glacier Tours",
        status: "Published",
        categoryRates: [11],
      },
    ]);
    const all = (await owner.get(`${settingsUrl}/all`)).json();
    expect(all.map((b: { broker: string }) => b.broker)).toEqual([
      "Sandbox",
      "Rapyd",
      "ValitorPay",
      "Teya",
      "Straumur",
      "None",
    ]);
    const byName = Object.fromEntries(all.map((b: { broker: string }) => [b.broker, b]));
    expect(
      all.filter((b: { isActive: boolean }) => b.isActive).map((b: { broker: string }) => b.broker),
    ).toEqual(["Sandbox"]);
    expect(byName.Rapyd).toMatchObject({
      isActive: false,
      selectable: true,
      hostedCheckout: true,
      paymentLinks: true,
      refunds: true,
      partialRefunds: true,
      webhooks: true,
      credentialFields: [
        { name: "accessKey", label: "Access key", secret: false },
        { name: "secretKey", label: "Secret key", secret: true },
      ],
    });
    expect(byName.ValitorPay).toMatchObject({
      selectable: true,
      unavailableReason: null,
      hostedCheckout: true,
      paymentLinks: false,
      refunds: false,
      refundsInBrokerPortal: true,
      webhooks: true,
      credentialFields: [
        { name: "merchantId", label: "Merchant ID", secret: false },
        { name: "verificationCode", label: "Verification code", secret: true },
      ],
    });
    expect(byName.Rapyd.refundsInBrokerPortal).toBe(false);
    expect(byName.Teya.credentialSets.map((set: { id: string }) => set.id)).toEqual([
      "SecurePay",
      "OnlinePayments",
    ]);
    expect(byName.Straumur).toMatchObject({ paymentLinks: false });
  });

  it("never sends a credential's value in any answer", async () => {
    const { owner, tenant, settingsUrl, projectId, experienceId } = await companyWithExperience(t);
    const admin = await memberClient(t.app, t.database.db, tenant.id, "ApplicationAdministrator");
    const secondExperience = await insertExperience(
      t.database.db,
      { tenantId: tenant.id, projectId },
      { name: "Lava" },
    );
    const bodies: string[] = [];
    bodies.push(
      (await owner.put(settingsUrl, rapydBody({ vatOverrides: [{ experienceId, rate: 0 }] }))).body,
      (
        await admin.put(
          settingsUrl,
          rapydBody({
            credentials: { secretKey: rapydKeys.secretKey },
            vatOverrides: [{ experienceId: secondExperience, rate: 24 }],
          }),
        )
      ).body,
      (await owner.put(settingsUrl, rapydBody({ credentials: { accessKey: "", secretKey: "x" } }))).body,
    );
    for (const path of ["", "/all", "/currency", "/experiences"])
      bodies.push((await owner.get(`${settingsUrl}${path}`)).body);
    bodies.push((await owner.get(`${tenant.api}/tenants/current`)).body);
    const everything = bodies.join("\n");
    for (const value of Object.values(rapydKeys)) {
      expect(everything).not.toContain(value);
      expect(everything).not.toContain(value.slice(0, -4));
      expect(everything).not.toContain(Buffer.from(value).toString("base64"));
    }
  });
});
