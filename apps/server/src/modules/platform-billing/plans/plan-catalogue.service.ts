import {
  subscriptionModelSchema,
  type SubscriptionModel,
  type TierModel,
} from "@stund/shared/contracts/billing";
import { unlimited, type PlanFeatureKey } from "@stund/shared/billing/plan-features";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { badRequest, conflict, notAuthorized } from "../../../http/errors";
import { catalogueProblems } from "./catalogue-rules";
import { defaultCatalogue } from "./default-catalogue";
import {
  findCatalogueVersion,
  findLatestCatalogue,
  insertCatalogueVersion,
  type CatalogueRow,
} from "./plan-catalogue.repository";

/** A stored row read back through the contract, so a bad row fails loudly instead of leaking. */
function toModel(row: CatalogueRow): SubscriptionModel {
  return subscriptionModelSchema.parse({ version: row.version, tiers: row.tiers });
}

/** Writes the default catalogue as version 1 unless a catalogue exists; safe to call on every start. */
export async function ensureDefaultCatalogue(db: Executor): Promise<void> {
  await insertCatalogueVersion(db, {
    version: defaultCatalogue.version,
    tiers: defaultCatalogue.tiers,
    publishedBy: null,
  });
}

/** The newest catalogue; before anything is stored, the defaults (which are version 1). */
export async function currentModel(db: Executor): Promise<SubscriptionModel> {
  const row = await findLatestCatalogue(db);
  return row ? toModel(row) : defaultCatalogue;
}

/** The catalogue a subscription was bought on: its prices and limits hold until its period ends. */
export async function modelForVersion(db: Executor, version: number): Promise<SubscriptionModel> {
  const row = await findCatalogueVersion(db, version);
  if (row) return toModel(row);
  if (version === defaultCatalogue.version) return defaultCatalogue;
  throw new Error(`Plans catalogue version ${version} does not exist`);
}

function tierOf(model: SubscriptionModel, tier: SubscriptionTier): TierModel | undefined {
  return model.tiers.find((entry) => entry.name === tier);
}

/** Monthly EUR price; null when the tier has none (Trial, Enterprise) or is not offered. */
export function tierPrice(model: SubscriptionModel, tier: SubscriptionTier): number | null {
  return tierOf(model, tier)?.price ?? null;
}

/** Percent of each confirmed booking's total; null when the tier has none or is not offered. */
export function tierFeePercent(model: SubscriptionModel, tier: SubscriptionTier): number | null {
  return tierOf(model, tier)?.fees ?? null;
}

/**
 * The count a tier allows: null when it is not limited (-1) or the feature is a yes/no; 0 on a
 * tier the catalogue does not offer, since nothing was bought that would allow it.
 */
export function featureLimit(
  model: SubscriptionModel,
  tier: SubscriptionTier,
  feature: PlanFeatureKey,
): number | null {
  const entry = tierOf(model, tier);
  if (!entry) return 0;
  const limit = entry.features.find((f) => f.name === feature)?.limit ?? null;
  return limit === null || limit === unlimited ? null : limit;
}

/**
 * A Super Admin publishes a new version. The body names the version it was edited from, so two
 * editors cannot overwrite each other unseen: the second one is told to reload.
 */
export async function publishCatalogue(
  db: Executor,
  user: SessionUser,
  model: SubscriptionModel,
): Promise<SubscriptionModel> {
  if (!user.isSuperAdmin) throw notAuthorized();
  const problems = catalogueProblems(model);
  if (problems) throw badRequest("The plans catalogue is not valid", problems);
  await ensureDefaultCatalogue(db);
  const current = await currentModel(db);
  const stale = () => conflict("The plans catalogue was changed meanwhile; reload it and edit again");
  if (model.version !== current.version) throw stale();
  const created = await insertCatalogueVersion(db, {
    version: current.version + 1,
    tiers: model.tiers,
    publishedBy: user.id,
  });
  if (!created) throw stale();
  return toModel(created);
}
