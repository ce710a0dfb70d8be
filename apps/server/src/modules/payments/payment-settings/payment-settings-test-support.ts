/** Shared set-up of the payment settings route tests. */
import { randomBytes } from "node:crypto";
import type { UpdatePaymentSettingsBody } from "@stund/shared/contracts/payment-settings";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { ownedTenant } from "../../../../test/factories";
import { insertExperience } from "../../../../test/fixtures/event-test-support";

/** A test app whose credentials key is its own, so no key file is written in the data folder. */
export async function paymentSettingsApp(): Promise<TestApp> {
  const t = await createTestApp();
  t.app.config.credentialsKey = randomBytes(32).toString("base64");
  return t;
}

/** A company with its owner, one project and one experience in it. */
export async function companyWithExperience(t: TestApp) {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Glacier Tours");
  const experienceId = await insertExperience(t.database.db, { tenantId: owned.tenant.id, projectId });
  return { ...owned, projectId, experienceId, settingsUrl: `${owned.tenant.api}/paymentsettings` };
}

export const rapydKeys = { accessKey: "rak_live_ACCESS_9F3K", secretKey: "rsk_live_SECRET_do_not_leak_77" };

export function rapydBody(overrides: Partial<UpdatePaymentSettingsBody> = {}): UpdatePaymentSettingsBody {
  return {
    broker: "Rapyd",
    currency: "EUR",
    payoutTiming: "Daily",
    vatOverrides: [],
    credentials: { ...rapydKeys },
    ...overrides,
  };
}
