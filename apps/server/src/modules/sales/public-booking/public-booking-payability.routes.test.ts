import { afterEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../../../config/config";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { publicDeparture } from "../../../../test/fixtures/public-test-support";
import { noOnlinePaymentTitle } from "./public-booking.service";

/**
 * The payment settings' customersCanPay (what the console's "Payment settings are incomplete"
 * banner reads) and a customer's booking agree: one rule decides both.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function companyOn(settings: Partial<AppConfig>) {
  t = await createTestApp(settings);
  const d = await publicDeparture(t);
  const settingsUrl = `${d.tenant.api}/paymentsettings`;
  const canPay = async () => (await d.owner.get(settingsUrl)).json().customersCanPay as boolean;
  return { d, settingsUrl, canPay };
}

describe("whether a company's customers can pay", () => {
  it("can on a new company where the built-in sandbox stands in (outside production)", async () => {
    const { d, canPay } = await companyOn({ production: false, allowFakeBilling: true });
    expect(await canPay()).toBe(true);
    const booked = await d.book(1);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().paymentUrl).toMatch(/\/pay\//);
  });

  it("can in production with RAPYD_FAKE=1, a demo, where the sandbox stands in", async () => {
    const { d, canPay } = await companyOn({ production: true, allowFakeBilling: true });
    expect(await canPay()).toBe(true);
    expect((await d.book(1)).statusCode).toBe(201);
  });

  it("cannot in production on a company that never chose a broker, and its booking is refused", async () => {
    const { d, canPay } = await companyOn({ production: true, allowFakeBilling: false });
    expect(await canPay()).toBe(false);
    const booked = await d.book(1);
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ title: noOnlinePaymentTitle });
  });

  it("cannot with no broker, nor with a broker whose keys are missing", async () => {
    const { d, settingsUrl, canPay } = await companyOn({ production: false, allowFakeBilling: true });
    const none = await d.owner.put(settingsUrl, {
      broker: "None",
      currency: "ISK",
      payoutTiming: "Unknown",
      vatOverrides: [],
      credentials: {},
    });
    expect(none.json()).toMatchObject({ broker: "None", customersCanPay: false });
    expect((await d.book(1)).statusCode).toBe(409);

    // Onboarding can name a broker before any of its keys are entered.
    const company = (await d.owner.get(`${d.tenant.api}/tenants/current`)).json();
    await d.owner.put(`${d.tenant.api}/tenants/settings`, { ...company.settings, paymentBroker: "Teya" });
    expect(await canPay()).toBe(false);
    const booked = await d.book(1);
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ title: noOnlinePaymentTitle });
  });
});
