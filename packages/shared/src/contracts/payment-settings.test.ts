import { describe, expect, it } from "vitest";
import {
  brokerFieldNames,
  brokerProfiles,
  completeCredentialSet,
  effectiveVatRate,
  tenantBrokerOf,
  updatePaymentSettingsBodySchema,
} from "./payment-settings";

const experienceId = "0b9a3f2e-4c1d-4e5f-8a7b-6c5d4e3f2a1b";
const body = { broker: "Rapyd", currency: "ISK", payoutTiming: "Daily" };

describe("payment settings contract", () => {
  it("offers payment links only with Rapyd, Teya and the built-in Sandbox", () => {
    const withLinks = Object.entries(brokerProfiles)
      .filter(([, profile]) => profile.paymentLinks)
      .map(([broker]) => broker);
    expect(withLinks).toEqual(["Sandbox", "Rapyd", "Teya"]);
  });

  it("offers ValitorPay through its hosted page, its refunds made in Valitor's portal and recorded here", () => {
    expect(brokerProfiles.ValitorPay).toMatchObject({
      selectable: true,
      takesPayments: true,
      hostedCheckout: true,
      paymentLinks: false,
      refunds: false,
      refundsInBrokerPortal: true,
      webhooks: true,
    });
    expect(brokerFieldNames("ValitorPay")).toEqual(["merchantId", "verificationCode"]);
    const others = Object.entries(brokerProfiles).filter(([, profile]) => profile.refundsInBrokerPortal);
    expect(others.map(([broker]) => broker)).toEqual(["ValitorPay"]);
  });

  it("finds a complete credential set, or none", () => {
    expect(completeCredentialSet("Rapyd", new Set(["accessKey"]))).toBeUndefined();
    expect(completeCredentialSet("Rapyd", new Set(["accessKey", "secretKey"]))).toMatchObject({
      id: "Rapyd",
    });
    expect(completeCredentialSet("Teya", new Set(["clientId", "clientSecret"]))).toMatchObject({
      id: "OnlinePayments",
    });
    expect(completeCredentialSet("Sandbox", new Set())).toBe("none-needed");
    expect(completeCredentialSet("None", new Set())).toBeUndefined();
    expect(completeCredentialSet("ValitorPay", new Set(["merchantId"]))).toBeUndefined();
    expect(completeCredentialSet("ValitorPay", new Set(["merchantId", "verificationCode"]))).toMatchObject({
      id: "ValitorPay",
    });
  });

  it("mirrors Sandbox as None into the tenant settings and every spec broker as itself", () => {
    expect(tenantBrokerOf("Sandbox")).toBe("None");
    expect(tenantBrokerOf("Teya")).toBe("Teya");
    expect(tenantBrokerOf("None")).toBe("None");
  });

  it("sells an experience with a VAT rule at the rule's rate, others at the category's", () => {
    const rules = [{ experienceId, rate: 0 }];
    expect(effectiveVatRate(rules, experienceId, 24)).toBe(0);
    expect(effectiveVatRate(rules, "other", 24)).toBe(24);
  });

  it("checks VAT rules: one per experience, 0 to 100 with at most 2 decimals", () => {
    expect(
      updatePaymentSettingsBodySchema.parse({ ...body, vatOverrides: [{ experienceId, rate: 5.5 }] }),
    ).toEqual({
      ...body,
      vatOverrides: [{ experienceId, rate: 5.5 }],
      credentials: {},
    });
    const issues = (input: unknown) =>
      updatePaymentSettingsBodySchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ ...body, vatOverrides: [{ experienceId, rate: 5.555 }] })).toEqual([
      ["vatOverrides.0.rate", "Use at most 2 decimals"],
    ]);
    expect(issues({ ...body, vatOverrides: [{ experienceId, rate: -1 }] })).toEqual([
      ["vatOverrides.0.rate", "The minimum value allowed is 0"],
    ]);
    expect(
      issues({
        ...body,
        vatOverrides: [
          { experienceId, rate: 11 },
          { experienceId, rate: 24 },
        ],
      }),
    ).toEqual([["vatOverrides.1.experienceId", "This experience already has a VAT rule"]]);
  });

  it("trims credential values, so a pasted newline is not stored", () => {
    expect(
      updatePaymentSettingsBodySchema.parse({ ...body, credentials: { secretKey: " abc\n" } }).credentials,
    ).toEqual({
      secretKey: "abc",
    });
  });
});
