import {
  brokerFieldNames,
  brokerProfiles,
  completeCredentialSet,
  paymentSettingsMessages as messages,
  tenantBrokerOf,
  type ActiveBroker,
  type CredentialFieldName,
  type PaymentSettings,
  type UpdatePaymentSettings,
  type VatExperience,
} from "@stund/shared/contracts/payment-settings";
import { payoutTimings, type PayoutTiming } from "@stund/shared/bookings/enums";
import type { Currency } from "@stund/shared/enums";
import type { AppConfig } from "../../../config/config";
import { accessTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database, Executor } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import { badRequest, notFound } from "../../../http/errors";
import { publicOriginOutsideRequest } from "../../../http/public-origin";
import type { AuditActor } from "../../access/audit/audit.service";
import { credentialContext, encryptCredential } from "./credential-cipher";
import { credentialHint, planCredentialChanges } from "./credential-changes";
import { credentialsKey } from "./credentials-key";
import { effectiveBroker } from "./effective-broker";
import { paymentSettingsSnapshot, recordPaymentSettingsAudit } from "./payment-settings-audit";
import {
  deleteCredentialRows,
  findPaymentSettingsRow,
  listCredentialRows,
  listLiveExperiences,
  listVatOverrideRows,
  lockTenantSettings,
  readTenantSettings,
  replaceVatOverrides,
  setTenantPaymentFields,
  upsertCredentialRow,
  upsertPaymentSettingsRow,
} from "./payment-settings.repository";

type Settings = Pick<AppConfig, "allowFakeBilling" | "credentialsKey" | "dataDir"> &
  Partial<Pick<AppConfig, "publicOrigin" | "port">>;

/** Where a company's notices from a broker are posted: one address per company, so its keys verify them. */
export const webhookPath = (broker: Exclude<ActiveBroker, "None">, tenantId: string) =>
  `/api/payments/webhooks/${broker.toLowerCase()}/${tenantId}`;

/** The built-in test broker pays nothing, so it is offered only where the server allows fakes. */
export const sandboxAllowed = (config: Settings) => config.allowFakeBilling;

const tenantNotFound = () => notFound("Tenant not found");

/**
 * Whether a company's customers can pay online with its broker in force: the broker has a hosted
 * payment page and a complete set of its credentials is stored (the built-in sandbox needs none).
 * The booking flow holds seats for an online payment only when this is true, and the console's
 * "Payment settings are incomplete" banner shows exactly when it is false.
 */
export function customersCanPayWith(broker: ActiveBroker, storedFields: ReadonlySet<string>): boolean {
  return brokerProfiles[broker].hostedCheckout && completeCredentialSet(broker, storedFields) !== undefined;
}

/**
 * The broker in force for a company (the sandbox stands in for a company that never chose, where
 * the server allows it: outside production, or with RAPYD_FAKE=1), the payout timing it chose,
 * and whether its customers can pay online with it (customersCanPayWith).
 */
export async function activeBrokerOf(
  db: Executor,
  config: Settings,
  tenantId: string,
): Promise<{
  broker: ActiveBroker;
  currency: Currency;
  payoutTiming: PayoutTiming;
  updatedAt: Date | null;
  customersCanPay: boolean;
}> {
  const [settings, row, credentialRows] = await Promise.all([
    readTenantSettings(db, tenantId),
    findPaymentSettingsRow(db, tenantId),
    listCredentialRows(db, tenantId),
  ]);
  if (!settings) throw tenantNotFound();
  const broker = effectiveBroker(settings.paymentBroker, row?.broker, sandboxAllowed(config));
  const storedFields = new Set(credentialRows.filter((c) => c.broker === broker).map((c) => c.field));
  return {
    broker,
    currency: settings.currency,
    payoutTiming: payoutTimings.find((timing) => timing === row?.payoutTiming) ?? "Unknown",
    updatedAt: row?.updatedAt ?? null,
    customersCanPay: customersCanPayWith(broker, storedFields),
  };
}

type ActiveBrokerAnswer = Awaited<ReturnType<typeof activeBrokerOf>>;
/** The broker in force per company, kept until access data (payment settings among it) changes. */
const keptBrokers = keptPerFeed<ActiveBrokerAnswer>(10_000);

/** activeBrokerOf, answered from memory while nothing has changed (a customer's booking asks it each time). */
export async function keptActiveBrokerOf(
  db: Executor,
  feed: ChangeFeed,
  config: Settings,
  tenantId: string,
): Promise<ActiveBrokerAnswer> {
  const answer = await keptBrokers(feed).get(accessTopic, tenantId, () =>
    activeBrokerOf(db, config, tenantId),
  );
  return answer ?? activeBrokerOf(db, config, tenantId);
}

/**
 * docs/product.md §11.1 GET /paymentsettings: never a credential's value, only which fields are stored.
 * `origin` is the public origin of the request (http/public-origin.ts), which the webhook address is on.
 */
export async function getPaymentSettings(
  db: Database,
  config: Settings,
  tenantId: string,
  origin: string = publicOriginOutsideRequest({
    publicOrigin: config.publicOrigin,
    port: config.port ?? 3000,
  }),
): Promise<PaymentSettings> {
  const active = await activeBrokerOf(db, config, tenantId);
  const [credentialRows, overrideRows] = await Promise.all([
    listCredentialRows(db, tenantId),
    listVatOverrideRows(db, tenantId),
  ]);
  const order = brokerFieldNames(active.broker);
  const fields = credentialRows
    .filter((row) => row.broker === active.broker && order.includes(row.field as CredentialFieldName))
    .sort(
      (a, b) => order.indexOf(a.field as CredentialFieldName) - order.indexOf(b.field as CredentialFieldName),
    )
    .map((row) => ({ name: row.field as CredentialFieldName, hint: row.hint }));
  const configured =
    completeCredentialSet(active.broker, new Set(fields.map((field) => field.name))) !== undefined;
  return {
    broker: active.broker,
    currency: active.currency,
    payoutTiming: active.payoutTiming,
    vatOverrides: overrideRows.map((row) => ({ ...row, rate: Number(row.rate) })),
    paymentLinksAvailable: brokerProfiles[active.broker].paymentLinks && configured,
    credentials: { configured, fields },
    // ValitorPay's address goes with each signed payment form, so there is nothing to enter in its portal.
    webhookUrl:
      active.broker === "Rapyd" || active.broker === "Teya" || active.broker === "Straumur"
        ? `${origin}${webhookPath(active.broker, tenantId)}`
        : null,
    customersCanPay: active.customersCanPay,
    updatedAt: active.updatedAt?.toISOString() ?? null,
  };
}

/** Refusals that need nothing from the database. */
function assertBrokerChoosable(config: Settings, broker: ActiveBroker): void {
  if (broker === "Sandbox" && !sandboxAllowed(config))
    throw badRequest(messages.sandboxUnavailable, { broker: [messages.sandboxUnavailable] });
}

/**
 * docs/product.md §11.1 PUT /paymentsettings. Everything is checked before anything is written, in one
 * transaction that also mirrors the broker and currency into the tenant settings.
 */
export async function updatePaymentSettings(
  db: Database,
  config: Settings,
  { tenantId, actor }: { tenantId: string; actor: AuditActor | null },
  body: UpdatePaymentSettings,
  origin?: string,
): Promise<PaymentSettings> {
  assertBrokerChoosable(config, body.broker);
  const key = Object.values(body.credentials).some((value) => value !== "")
    ? await credentialsKey(config)
    : undefined;

  await db.transaction(async (tx) => {
    if (!(await lockTenantSettings(tx, tenantId))) throw tenantNotFound();
    const changes = planCredentialChanges(
      body.broker,
      await listCredentialRows(tx, tenantId),
      body.credentials,
    );
    const errors = { ...changes.errors };
    const known = new Set(
      (
        await listLiveExperiences(
          tx,
          tenantId,
          body.vatOverrides.map((rule) => rule.experienceId),
        )
      ).map((experience) => experience.id),
    );
    body.vatOverrides.forEach((rule, index) => {
      if (!known.has(rule.experienceId))
        errors[`vatOverrides.${index}.experienceId`] = [messages.unknownExperience];
    });
    if (Object.keys(errors).length > 0) throw badRequest(messages.invalid, errors);
    const before = await paymentSettingsSnapshot(tx, tenantId, sandboxAllowed(config));

    await upsertPaymentSettingsRow(tx, tenantId, { broker: body.broker, payoutTiming: body.payoutTiming });
    await replaceVatOverrides(tx, tenantId, body.vatOverrides);
    await deleteCredentialRows(tx, tenantId, changes.deletes);
    for (const { field, value } of changes.writes) {
      await upsertCredentialRow(tx, {
        tenantId,
        field,
        broker: body.broker,
        ciphertext: encryptCredential(key!, value, credentialContext(tenantId, body.broker, field)),
        hint: credentialHint(field, value),
      });
    }
    await setTenantPaymentFields(tx, tenantId, {
      paymentBroker: tenantBrokerOf(body.broker),
      currency: body.currency,
    });
    const after = await paymentSettingsSnapshot(tx, tenantId, sandboxAllowed(config));
    await recordPaymentSettingsAudit(tx, tenantId, actor, { before, after }, changes);
  });
  return getPaymentSettings(db, config, tenantId, origin);
}

export async function getCurrency(db: Database, tenantId: string): Promise<{ currency: Currency }> {
  const settings = await readTenantSettings(db, tenantId);
  if (!settings) throw tenantNotFound();
  return { currency: settings.currency };
}

/** Experiences a VAT rule can name, with the distinct rates of their ticket categories. */
export async function listVatExperiences(db: Database, tenantId: string): Promise<VatExperience[]> {
  const rows = await listLiveExperiences(db, tenantId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    projectName: row.projectName,
    status: row.status,
    categoryRates: [...new Set(row.ticketCategories.map((category) => category.vatRate))].sort(
      (a, b) => b - a,
    ),
  }));
}
