import { describe, expect, it } from "vitest";
import { credentialHint, missingFields, planCredentialChanges } from "./credential-changes";

const rapydStored = [
  { field: "accessKey", broker: "Rapyd" },
  { field: "secretKey", broker: "Rapyd" },
];

describe("credential changes", () => {
  it("writes given fields and keeps omitted ones", () => {
    const plan = planCredentialChanges("Rapyd", rapydStored, { secretKey: "new-secret" });
    expect(plan).toEqual({ writes: [{ field: "secretKey", value: "new-secret" }], deletes: [], errors: {} });
  });

  it("clears a field given as an empty string, and then asks for it", () => {
    const plan = planCredentialChanges("Rapyd", rapydStored, { secretKey: "" });
    expect(plan.errors).toEqual({ "credentials.secretKey": ["Value is required"] });
  });

  it("forgets another broker's credentials when the broker changes", () => {
    const plan = planCredentialChanges("Straumur", rapydStored, {
      apiKey: "a",
      hmacKey: "b",
      terminalIdentifier: "c",
    });
    expect(plan.errors).toEqual({});
    expect(plan.deletes).toEqual(["accessKey", "secretKey"]);
    expect(plan.writes.map((write) => write.field)).toEqual(["apiKey", "hmacKey", "terminalIdentifier"]);
  });

  it("keeps nothing for Sandbox or None and refuses credentials for them", () => {
    expect(planCredentialChanges("Sandbox", rapydStored, {})).toEqual({
      writes: [],
      deletes: ["accessKey", "secretKey"],
      errors: {},
    });
    expect(planCredentialChanges("None", [], { apiKey: "x" }).errors).toEqual({
      "credentials.apiKey": ["Not a credential of the chosen broker"],
    });
  });

  it("refuses a field the chosen broker does not take, before asking for missing ones", () => {
    const plan = planCredentialChanges("Rapyd", [], { accessKey: "a", apiKey: "x" });
    expect(plan).toEqual({
      writes: [],
      deletes: [],
      errors: { "credentials.apiKey": ["Not a credential of the chosen broker"] },
    });
  });

  it("accepts either complete Teya set and asks for the missing fields of the closest one", () => {
    expect(planCredentialChanges("Teya", [], { clientId: "id", clientSecret: "s" }).errors).toEqual({});
    expect(
      planCredentialChanges("Teya", [], { merchantId: "9275444", paymentGatewayId: "16", secretKey: "x" })
        .errors,
    ).toEqual({});
    expect(planCredentialChanges("Teya", [], { clientId: "id" }).errors).toEqual({
      "credentials.clientSecret": ["Value is required"],
    });
    expect(missingFields("Teya", new Set())).toEqual(["merchantId", "paymentGatewayId", "secretKey"]);
    expect(missingFields("Straumur", new Set(["apiKey"]))).toEqual(["hmacKey", "terminalIdentifier"]);
  });

  it("hints identifiers by their last 4 characters and secrets not at all", () => {
    expect(credentialHint("accessKey", "rak_1234567890ABCD")).toBe("••••ABCD");
    expect(credentialHint("secretKey", "rsk_1234567890ABCD")).toBe("••••");
    expect(credentialHint("merchantId", "1234")).toBe("••••");
  });
});
