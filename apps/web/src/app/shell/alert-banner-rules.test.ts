import { describe, expect, it } from "vitest";
import { emptyCompanyInfo } from "@stund/shared/contracts/tenants";
import { alertBannersFor, isEmptyPolicy, type AlertBannerFacts } from "./alert-banner-rules";

const complete: AlertBannerFacts = {
  tenant: {
    companyInfo: {
      ...emptyCompanyInfo,
      address: "Laugavegur 1",
      email: "hello@acme.is",
      phone: "+354 555 1234",
    },
    billingInfo: { companySsn: "5501012345", countryCode: "IS", email: "billing@acme.is" },
  },
  customersCanPay: true,
  termsAndConditions: "<p>Bookings can be cancelled up to 24 hours before.</p>",
  subscription: { subscriptionType: "Basic", subscriptionStatus: "Active" },
};

function facts(change: (copy: AlertBannerFacts) => void): AlertBannerFacts {
  const copy = structuredClone(complete);
  change(copy);
  return copy;
}

describe("admin alert banner rules (docs/product.md §4.7)", () => {
  it("needs no banner for a complete company", () => {
    expect(alertBannersFor(complete)).toEqual([]);
  });

  it("asks for payment settings only when the company's customers cannot pay", () => {
    expect(alertBannersFor(facts((f) => (f.customersCanPay = false)))).toEqual(["paymentSettings"]);
    // A new company paying through the built-in sandbox: its customers can pay, so no banner.
    expect(alertBannersFor(facts((f) => (f.customersCanPay = true)))).toEqual([]);
    // Not known (not read, or an older server): no banner on a guess.
    expect(alertBannersFor(facts((f) => (f.customersCanPay = null)))).toEqual([]);
  });

  it("asks for company information when the address, email or phone is missing", () => {
    for (const field of ["address", "email", "phone"] as const) {
      expect(alertBannersFor(facts((f) => (f.tenant.companyInfo[field] = "  ")))).toEqual([
        "companyInformation",
      ]);
    }
    expect(alertBannersFor(facts((f) => (f.tenant.companyInfo.website = "")))).toEqual([]);
  });

  it("asks for terms and conditions when they are empty, also as empty markup", () => {
    expect(alertBannersFor(facts((f) => (f.termsAndConditions = "")))).toEqual(["termsAndConditions"]);
    expect(isEmptyPolicy("<p><br></p>")).toBe(true);
    expect(isEmptyPolicy("<p>&nbsp;</p>")).toBe(true);
    expect(isEmptyPolicy("<p>Terms</p>")).toBe(false);
    expect(alertBannersFor(facts((f) => (f.termsAndConditions = null)))).toEqual([]);
  });

  it("asks for billing information only with an active non-trial subscription", () => {
    const noSsn = (f: AlertBannerFacts) => (f.tenant.billingInfo.companySsn = "");
    expect(alertBannersFor(facts(noSsn))).toEqual(["billingInformation"]);
    expect(alertBannersFor(facts((f) => (f.tenant.billingInfo.email = "")))).toEqual(["billingInformation"]);
    expect(
      alertBannersFor(
        facts((f) => {
          noSsn(f);
          f.subscription = { subscriptionType: "Trial", subscriptionStatus: "Active" };
        }),
      ),
    ).toEqual([]);
    expect(
      alertBannersFor(
        facts((f) => {
          noSsn(f);
          f.subscription = { subscriptionType: "Premium", subscriptionStatus: "Canceled" };
        }),
      ),
    ).toEqual([]);
    expect(
      alertBannersFor(
        facts((f) => {
          noSsn(f);
          f.subscription = null;
        }),
      ),
    ).toEqual([]);
  });

  it("warns when a renewal payment failed", () => {
    expect(alertBannersFor(facts((f) => (f.subscription!.subscriptionStatus = "UnPaid")))).toEqual([
      "paymentFailed",
    ]);
  });

  it("lists banners in the spec's order", () => {
    const everything = facts((f) => {
      f.customersCanPay = false;
      f.tenant.companyInfo.phone = "";
      f.termsAndConditions = "";
      f.tenant.billingInfo.email = "";
    });
    expect(alertBannersFor(everything)).toEqual([
      "paymentSettings",
      "companyInformation",
      "termsAndConditions",
      "billingInformation",
    ]);
  });
});
