import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/test-app";
import { paymentCredentials } from "../../../db/schema/payment-settings";
import { loadBrokerCredentials } from "./broker-credentials";
import { CredentialTamperedError } from "./credential-cipher";
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

const rowOf = async (tenantId: string, field: string) =>
  (
    await t.database.db
      .select()
      .from(paymentCredentials)
      .where(and(eq(paymentCredentials.tenantId, tenantId), eq(paymentCredentials.field, field)))
  )[0]!;

describe("payment credentials are encrypted at rest", () => {
  it("stores ciphertext, not the plain text, and the broker adapters get the plain text back", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    expect((await owner.put(settingsUrl, rapydBody())).statusCode).toBe(200);
    for (const [field, value] of Object.entries(rapydKeys)) {
      const row = await rowOf(tenant.id, field);
      expect(row.ciphertext).toMatch(/^v1:/);
      expect(row.ciphertext).not.toContain(value);
      expect(JSON.stringify(row)).not.toContain(value);
    }
    expect(await loadBrokerCredentials(t.database.db, t.app.config, tenant.id)).toEqual({
      broker: "Rapyd",
      values: rapydKeys,
    });
  });

  it("keeps ValitorPay's verification code encrypted too", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    const valitor = { merchantId: "20700", verificationCode: "2ef8ec654c" };
    const saved = await owner.put(settingsUrl, rapydBody({ broker: "ValitorPay", credentials: valitor }));
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await rowOf(tenant.id, "verificationCode");
    expect(row).toMatchObject({ broker: "ValitorPay", hint: "••••" });
    expect(row.ciphertext).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(valitor.verificationCode);
    expect(await loadBrokerCredentials(t.database.db, t.app.config, tenant.id)).toEqual({
      broker: "ValitorPay",
      values: valitor,
    });
  });

  it("refuses a tampered ciphertext, and one copied from another company", async () => {
    const first = await companyWithExperience(t);
    const second = await companyWithExperience(t);
    await first.owner.put(first.settingsUrl, rapydBody());
    await second.owner.put(
      second.settingsUrl,
      rapydBody({ credentials: { accessKey: "a-other", secretKey: "s-other" } }),
    );
    const db = t.database.db;

    const secret = await rowOf(first.tenant.id, "secretKey");
    const parts = secret.ciphertext.split(":");
    const body = Buffer.from(parts[3]!, "base64");
    body[0] = body[0]! ^ 0xff;
    const tampered = [...parts.slice(0, 3), body.toString("base64")].join(":");
    await db
      .update(paymentCredentials)
      .set({ ciphertext: tampered })
      .where(
        and(eq(paymentCredentials.tenantId, first.tenant.id), eq(paymentCredentials.field, "secretKey")),
      );
    await expect(loadBrokerCredentials(db, t.app.config, first.tenant.id)).rejects.toThrow(
      CredentialTamperedError,
    );

    const foreign = await rowOf(second.tenant.id, "secretKey");
    await db
      .update(paymentCredentials)
      .set({ ciphertext: foreign.ciphertext })
      .where(
        and(eq(paymentCredentials.tenantId, first.tenant.id), eq(paymentCredentials.field, "secretKey")),
      );
    await expect(loadBrokerCredentials(db, t.app.config, first.tenant.id)).rejects.toThrow(
      CredentialTamperedError,
    );
    // The settings screen still opens: it shows hints and never decrypts.
    expect((await first.owner.get(first.settingsUrl)).statusCode).toBe(200);
  });

  it("encrypts the same value differently each time it is saved", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    await owner.put(settingsUrl, rapydBody());
    const first = (await rowOf(tenant.id, "secretKey")).ciphertext;
    await owner.put(settingsUrl, rapydBody());
    expect((await rowOf(tenant.id, "secretKey")).ciphertext).not.toBe(first);
  });
});
