import { describe, expect, it } from "vitest";
import type { PaymentSettings } from "@stund/shared/contracts/payment-settings";
import { brokers, rapydSettings, sandboxSettings } from "../testing/payment-settings-fixtures";
import { initialFormValues, toUpdateBody, validatePaymentSettings } from "./payment-settings-form";

const teyaSecurePay: PaymentSettings = {
  ...sandboxSettings,
  broker: "Teya",
  credentials: {
    configured: true,
    fields: [
      { name: "merchantId", hint: "••••5444" },
      { name: "paymentGatewayId", hint: "••••" },
      { name: "secretKey", hint: "••••" },
    ],
  },
};

describe("payment settings form", () => {
  it("starts on the stored credential set and sends nothing stored back", () => {
    const values = initialFormValues(teyaSecurePay, brokers);
    expect(values.credentialSet).toBe("SecurePay");
    expect(validatePaymentSettings(values, teyaSecurePay, brokers)).toEqual({});
    expect(toUpdateBody(values, teyaSecurePay, brokers).credentials).toEqual({});
  });

  it("moving Teya to the Online Payments API asks for its fields and clears the SecurePay ones", () => {
    const values = { ...initialFormValues(teyaSecurePay, brokers), credentialSet: "OnlinePayments" };
    expect(validatePaymentSettings(values, teyaSecurePay, brokers)).toEqual({
      "credentials.clientId.value": "Value is required",
      "credentials.clientSecret.value": "Value is required",
    });
    values.credentials = {
      ...values.credentials,
      clientId: { replacing: false, value: "client" },
      clientSecret: { replacing: false, value: "secret" },
    };
    expect(toUpdateBody(values, teyaSecurePay, brokers).credentials).toEqual({
      clientId: "client",
      clientSecret: "secret",
      merchantId: "",
      paymentGatewayId: "",
      secretKey: "",
    });
  });

  it("asks for a replaced value and for every field of a newly chosen broker", () => {
    const replacing = initialFormValues(rapydSettings, brokers);
    replacing.credentials.secretKey = { replacing: true, value: " " };
    expect(validatePaymentSettings(replacing, rapydSettings, brokers)).toEqual({
      "credentials.secretKey.value": "Value is required",
    });
    const straumur = {
      ...initialFormValues(rapydSettings, brokers),
      broker: "Straumur" as const,
      credentialSet: "Straumur",
    };
    expect(Object.keys(validatePaymentSettings(straumur, rapydSettings, brokers))).toEqual([
      "credentials.apiKey.value",
      "credentials.hmacKey.value",
      "credentials.terminalIdentifier.value",
    ]);
  });

  it("asks for ValitorPay's merchant ID and verification code, and checks the VAT rules", () => {
    const values = {
      ...initialFormValues(sandboxSettings, brokers),
      broker: "ValitorPay" as const,
      credentialSet: "ValitorPay",
      vatOverrides: [
        { key: "a", experienceId: "e1", rate: 11 as const },
        { key: "b", experienceId: "e1", rate: "" as const },
        { key: "c", experienceId: "", rate: 0 },
      ],
    };
    expect(validatePaymentSettings(values, sandboxSettings, brokers)).toEqual({
      "credentials.merchantId.value": "Value is required",
      "credentials.verificationCode.value": "Value is required",
      "vatOverrides.1.experienceId": "paymentSettings.error.duplicateExperience",
      "vatOverrides.1.rate": "Value is required",
      "vatOverrides.2.experienceId": "Value is required",
    });
  });
});
