import type { ActiveBroker, CredentialFieldName } from "@stund/shared/contracts/payment-settings";
import type { AppConfig } from "../../../config/config";
import type { Executor } from "../../../db/database";
import { credentialContext, decryptCredential } from "./credential-cipher";
import { credentialsKey } from "./credentials-key";
import { listCredentialRows } from "./payment-settings.repository";
import { activeBrokerOf } from "./payment-settings.service";

export interface BrokerCredentials {
  broker: ActiveBroker;
  /** The decrypted values of the active broker's stored fields; for the broker adapters only. */
  values: Partial<Record<CredentialFieldName, string>>;
}

/**
 * The company's active broker and its credentials in plain text, for a call to that broker. Never
 * send the values to a browser or a log. Throws CredentialTamperedError when a stored value fails
 * its integrity check, so an altered secret is never used.
 */
export async function loadBrokerCredentials(
  db: Executor,
  config: Pick<AppConfig, "allowFakeBilling" | "credentialsKey" | "dataDir">,
  tenantId: string,
): Promise<BrokerCredentials> {
  const { broker } = await activeBrokerOf(db, config, tenantId);
  const rows = (await listCredentialRows(db, tenantId)).filter((row) => row.broker === broker);
  const values: BrokerCredentials["values"] = {};
  if (rows.length === 0) return { broker, values };
  const key = await credentialsKey(config);
  for (const row of rows)
    values[row.field as CredentialFieldName] = decryptCredential(
      key,
      row.ciphertext,
      credentialContext(tenantId, row.broker, row.field),
    );
  return { broker, values };
}
