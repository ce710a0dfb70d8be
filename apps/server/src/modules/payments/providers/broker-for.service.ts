import type { CredentialFieldName } from "@stund/shared/contracts/payment-settings";
import type { AppConfig } from "../../../config/config";
import type { Database } from "../../../db/database";
import { publicOriginOutsideRequest } from "../../../http/public-origin";
import { credentialContext, decryptCredential } from "../payment-settings/credential-cipher";
import { credentialsKey } from "../payment-settings/credentials-key";
import { listCredentialRows } from "../payment-settings/payment-settings.repository";
import type { BrokerName, PaymentBroker } from "./payment-broker.types";
import { brokerAdapter } from "./broker-registry.service";

export type BrokerDeps = {
  db: Database;
  config: AppConfig;
  /**
   * The public origin of the flow (http/public-origin.ts): the request's while handling one, the
   * one stored with the flow in a job. Without it, PUBLIC_ORIGIN or http://localhost:{port}.
   */
  origin?: string;
};

/** The public origin of a flow: where its customer and its broker reach this server. */
export const flowOriginOf = (deps: BrokerDeps) => deps.origin ?? publicOriginOutsideRequest(deps.config);

/**
 * A broker's adapter with one company's stored credentials for it. The broker a payment was
 * made with is used for its notices and refunds even after the company chose another one.
 */
export async function brokerFor(
  deps: BrokerDeps,
  tenantId: string,
  broker: BrokerName,
): Promise<PaymentBroker> {
  const rows =
    broker === "Sandbox"
      ? []
      : (await listCredentialRows(deps.db, tenantId)).filter((row) => row.broker === broker);
  const credentials: Partial<Record<CredentialFieldName, string>> = {};
  if (rows.length > 0) {
    const key = await credentialsKey(deps.config);
    for (const row of rows)
      credentials[row.field as CredentialFieldName] = decryptCredential(
        key,
        row.ciphertext,
        credentialContext(tenantId, row.broker, row.field),
      );
  }
  return brokerAdapter(broker, {
    db: deps.db,
    tenantId,
    credentials,
    origin: flowOriginOf(deps),
    endpoints: deps.config.brokerEndpoints,
    fetch: globalThis.fetch,
  });
}
